/**
 * zod compiles a faster parser for object schemas with `new Function` when the page allows it, and to know it tries
 * one. The CSP (script-src 'self', no 'unsafe-eval') refuses it: the error is caught, but Chromium reports the refusal
 * as a page issue (Lighthouse's inspector-issues: Best Practices 96 on the owner's calendar). zod reads its settings
 * from this global, whichever copy is loaded; set here, in the entry, before any lazy chunk builds a schema (ADR 0081).
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
