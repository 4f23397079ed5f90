// vite.config.ts's `enhanceScript` plugin: app/lib/enhance.ts bundled and minified, as a string.
declare module "virtual:enhance-script" {
  const code: string;
  export default code;
}
