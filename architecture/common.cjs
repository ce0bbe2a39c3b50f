/**
 * What the server's and the web app's rule sets (server.cjs, web.cjs) share through dependency-cruiser's
 * `extends`: no import cycle anywhere, and how a TypeScript app of this repository is read (each adds the
 * tsconfig.json that resolves its names).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle ties its files into one unit: none, anywhere (tests included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.d\\.ts$'] },
    // Type-only imports count: a cycle through types still ties the files together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
