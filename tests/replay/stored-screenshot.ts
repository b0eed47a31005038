import sharp from 'sharp';

/** Screenshots stop here, which keeps baselines small; what a long page shows further down is left to the HTML replay test. */
export const MAX_SCREENSHOT_HEIGHT = 2400;

/**
 * A full-page screenshot as it is kept and compared: cut at MAX_SCREENSHOT_HEIGHT and stored as
 * a 256-colour palette PNG without dithering, a third of the full-colour size and stable for the same pixels.
 */
export async function storedScreenshot(png: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const cut = height > MAX_SCREENSHOT_HEIGHT ? sharp(png).extract({ left: 0, top: 0, width, height: MAX_SCREENSHOT_HEIGHT }) : sharp(png);
  return cut.png({ palette: true, colours: 256, dither: 0, compressionLevel: 9, effort: 1 }).toBuffer();
}
