// regenerator-runtime ships no types; print-fonts.ts only hands its export to @pdf-lib/fontkit.
declare module "regenerator-runtime" {
  const runtime: unknown;
  export default runtime;
}
