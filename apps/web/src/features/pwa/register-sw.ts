// The plugin's registration hook (a virtual module only the build provides), behind a file of ours so the
// component tests can replace it.
export { useRegisterSW } from 'virtual:pwa-register/react';
