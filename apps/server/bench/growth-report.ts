import { GROWTH_BARBERS, GROWTH_ROWS, GROWTH_SIZES, growthVerdicts, type GrowthPoint } from './growth';

export interface GrowthSeries {
  /** "PGlite", "PostgreSQL 15.18". */
  label: string;
  points: GrowthPoint[];
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** The growth table of docs/benchmarks.md: p95 (ms) per size, SQL per request, and the verdict, per database. */
export function growthTable(series: GrowthSeries[]): string[] {
  const sizes = GROWTH_BARBERS.flatMap((b) => GROWTH_SIZES.map((a) => ({ b, a })));
  const lines = [
    `| row | database | ${sizes.map(({ b, a }) => `${fmt(a)} / ${b} barbers`).join(' | ')} | SQL per request | largest / smallest | flat |`,
    `|---|---|${sizes.map(() => '---').join('|')}|---|---|---|`,
  ];
  for (const row of GROWTH_ROWS)
    for (const s of series) {
      const verdict = growthVerdicts(s.points).find((v) => v.row === row)!;
      const at = (b: number, a: number) => s.points.find((p) => p.barbers === b && p.appointments === a)?.rows[row];
      const sqls = [...new Set(s.points.map((p) => p.rows[row].sqlPerRequest))].join(' / ');
      lines.push(
        `| ${row} | ${s.label} | ${sizes.map(({ b, a }) => at(b, a)?.p95 ?? '–').join(' | ')} | ${sqls} | ${verdict.ratio} | ${verdict.flat ? 'yes' : '**no**'} |`,
      );
    }
  return lines;
}

const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e'];
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#39;');

/**
 * docs/benchmarks-growth.svg: one panel per database, p95 against the number of appointments, both axes
 * logarithmic (a flat line is flat whatever its height), a line per row, solid for 10 barbers, dashed for 50.
 */
export function growthSvg(series: GrowthSeries[], title: string): string {
  const panelW = 420;
  const panelH = 300;
  const pad = { left: 52, right: 14, top: 34, bottom: 40 };
  const legendH = 20 * (GROWTH_ROWS.length + 1) + 10;
  // Wide enough for the title (about 6 px a character at 11 px) when one database was measured.
  const width = Math.max(series.length * panelW, title.length * 6 + 20);
  const height = panelH + legendH + 30;
  const all = series.flatMap((s) => s.points.flatMap((p) => GROWTH_ROWS.map((r) => p.rows[r].p95))).filter((v) => v > 0);
  const lo = 10 ** Math.floor(Math.log10(Math.min(...all, 1)));
  const hi = 10 ** Math.ceil(Math.log10(Math.max(...all, 10)));
  const xLo = Math.log10(GROWTH_SIZES[0]);
  const xHi = Math.log10(GROWTH_SIZES[GROWTH_SIZES.length - 1]!);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${width / 2}" y="18" text-anchor="middle" font-size="11">${escape(title)}</text>`,
  ];
  series.forEach((s, i) => {
    const x0 = i * panelW + pad.left;
    const y0 = 30 + pad.top;
    const w = panelW - pad.left - pad.right;
    const h = panelH - pad.top - pad.bottom;
    const x = (a: number) => x0 + ((Math.log10(a) - xLo) / (xHi - xLo)) * w;
    const y = (ms: number) => y0 + h - ((Math.log10(Math.max(ms, lo)) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * h;
    out.push(`<text x="${x0 + w / 2}" y="${y0 - 10}" text-anchor="middle" font-size="12">${escape(s.label)}</text>`);
    out.push(`<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="none" stroke="#999"/>`);
    for (let v = lo; v <= hi; v *= 10) {
      out.push(`<line x1="${x0}" x2="${x0 + w}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#ddd"/>`);
      out.push(`<text x="${x0 - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end">${v} ms</text>`);
    }
    for (const a of GROWTH_SIZES) out.push(`<text x="${x(a).toFixed(1)}" y="${y0 + h + 16}" text-anchor="middle">${fmt(a)}</text>`);
    out.push(`<text x="${x0 + w / 2}" y="${y0 + h + 32}" text-anchor="middle">appointments in the database</text>`);
    GROWTH_ROWS.forEach((row, r) => {
      GROWTH_BARBERS.forEach((b, k) => {
        const pts = GROWTH_SIZES.map((a) => ({ a, p: s.points.find((p) => p.barbers === b && p.appointments === a)?.rows[row].p95 })).filter(
          (q): q is { a: (typeof GROWTH_SIZES)[number]; p: number } => q.p !== undefined,
        );
        if (!pts.length) return;
        const path = pts.map((q) => `${x(q.a).toFixed(1)},${y(q.p).toFixed(1)}`).join(' ');
        out.push(`<polyline points="${path}" fill="none" stroke="${COLOURS[r]}" stroke-width="2"${k ? ' stroke-dasharray="5 4"' : ''}/>`);
        for (const q of pts) out.push(`<circle cx="${x(q.a).toFixed(1)}" cy="${y(q.p).toFixed(1)}" r="3" fill="${COLOURS[r]}"><title>${escape(`${row}, ${b} barbers, ${fmt(q.a)}: p95 ${q.p} ms`)}</title></circle>`);
      });
    });
  });
  const ly = 30 + panelH + 10;
  GROWTH_ROWS.forEach((row, r) => {
    out.push(`<line x1="20" x2="50" y1="${ly + r * 20}" y2="${ly + r * 20}" stroke="${COLOURS[r]}" stroke-width="2"/>`);
    out.push(`<text x="58" y="${ly + r * 20 + 4}">${escape(row)}</text>`);
  });
  const last = ly + GROWTH_ROWS.length * 20;
  out.push(`<line x1="20" x2="50" y1="${last}" y2="${last}" stroke="#333" stroke-width="2"/><text x="58" y="${last + 4}">10 barbers</text>`);
  out.push(`<line x1="150" x2="180" y1="${last}" y2="${last}" stroke="#333" stroke-width="2" stroke-dasharray="5 4"/><text x="188" y="${last + 4}">50 barbers</text>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
