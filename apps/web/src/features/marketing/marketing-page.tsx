import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ScrollTabList } from '../../components/scroll-tab-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { marketing as t } from '../../i18n/marketing';
import { marketingPlansQuery } from './marketing-api';
import { BenefitsContent, FeaturesContent, SectionTitle, TabPanel } from './marketing-panels';
import { MarketingCta, MarketingHero, MarketingNav, MarketingTestimonials } from './marketing-sections';
import { PREFIX, TABS, useMarketingTabs } from './marketing-tabs';

// The demo request (its form and the dialog code under it) loads the first time 'Richiedi una Demo' is tapped.
const DemoDialog = lazy(() => import('./demo-dialog').then((m) => ({ default: m.DemoDialog })));
// The ROI calculator and the plans sit in tabs hidden at first: each loads when its tab is first shown.
const RoiCalculator = lazy(() => import('./roi-calculator').then((m) => ({ default: m.RoiCalculator })));
const PricingPlans = lazy(() => import('./pricing-plans').then((m) => ({ default: m.PricingPlans })));

/**
 * /marketing-barber-system (001 section 2, issue 15 item 4): the booking system sold to other salon owners. The
 * hash (#features, #benefits, #roi, #pricing) selects the tab and scrolls to it; #testimonials scrolls to the
 * testimonials. 'Richiedi una Demo' opens the demo request; the live demo is this shop's own site.
 */
export default function MarketingPage() {
  useDocumentTitle(t.documentTitle);
  const { anchor, tab, selectTab, shown, tabsSection, testimonials } = useMarketingTabs();
  const [demoOpen, setDemoOpen] = useState(false);
  // Once opened, the dialog stays mounted so its closing (focus back, form cleared) runs as before.
  const [demoUsed, setDemoUsed] = useState(false);
  if (demoOpen && !demoUsed) setDemoUsed(true);
  const plans = useQuery(marketingPlansQuery);
  const cheapest = plans.data?.reduce<(typeof plans.data)[number] | null>(
    (best, plan) => (best === null || plan.price < best.price ? plan : best),
    null,
  );

  const openDemo = () => setDemoOpen(true);

  return (
    <div className="pb-16">
      <MarketingHero onRequestDemo={openDemo} />
      <MarketingNav anchor={anchor} />

      <section
        ref={tabsSection}
        aria-label={t.tabs.label}
        className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-10"
      >
        <ScrollTabList
          label={t.tabs.label}
          idPrefix={PREFIX}
          tabs={TABS}
          selected={tab}
          onSelect={selectTab}
        />
        <TabPanel id="features" selected={tab}>
          <FeaturesContent />
        </TabPanel>
        <TabPanel id="benefits" selected={tab}>
          <BenefitsContent />
        </TabPanel>
        <TabPanel id="roi" selected={tab}>
          <SectionTitle title={t.roi.title} intro={t.roi.intro} />
          <div className="mt-6">
            {shown.has('roi') && (
              <Suspense fallback={null}>
                <RoiCalculator
                  plan={cheapest ? { displayName: cheapest.displayName, price: cheapest.price } : null}
                />
              </Suspense>
            )}
          </div>
        </TabPanel>
        <TabPanel id="pricing" selected={tab}>
          <SectionTitle title={t.pricing.title} intro={t.pricing.intro} />
          <div className="mt-8">
            {shown.has('pricing') && (
              <Suspense fallback={null}>
                <PricingPlans onRequestDemo={openDemo} />
              </Suspense>
            )}
          </div>
        </TabPanel>
      </section>

      <MarketingTestimonials ref={testimonials} />
      <MarketingCta onRequestDemo={openDemo} />

      {demoUsed && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
    </div>
  );
}
