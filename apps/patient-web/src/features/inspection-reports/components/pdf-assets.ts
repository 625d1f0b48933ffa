/**
 * pdf.js draws text in a font the PDF does not embed (a laboratory's sheet in 宋体 / STSong-Light, say)
 * only with Adobe's character maps, which turn the sheet's codes into characters and glyphs; without
 * them Chinese text comes out blank. They and the standard fonts ship with pdfjs-dist; the build copies
 * both folders into the app under a folder named for the pdf.js version (vite.config.ts), because the
 * server caches files other than index.html for a year and a new pdf.js must not read old maps.
 */
export const PDF_ASSET_FOLDERS = ['cmaps', 'standard_fonts'] as const;

/** The folder of the built app that holds one pdf.js version's character maps and fonts. */
export const pdfAssetDir = (pdfjsVersion: string): string => `pdfjs-${pdfjsVersion}`;

/** getDocument's options for them, under the app's base URL (or any folder laid out the same way). */
export const pdfAssetOptions = (base: string, pdfjsVersion: string) => {
  const dir = `${base}${pdfAssetDir(pdfjsVersion)}`;
  return {
    cMapUrl: `${dir}/cmaps/`,
    // The .bcmap files pdfjs-dist ships are the packed (binary) form.
    cMapPacked: true,
    standardFontDataUrl: `${dir}/standard_fonts/`,
  };
};
