import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A multipart/form-data body as a browser sends it: text fields first, then the file. */
export function multipartBody(
  file: { field?: string; name: string; type: string; data: Buffer } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----barber${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real picture (a gradient, so it does not compress to nothing) with an EXIF block carrying a GPS position. */
export async function photoWithLocation(width = 800, height = 600, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = ((i / 3 / width) * 255) / height;
    pixels[i + 2] = 128;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: { Make: 'TestCam', Copyright: 'Segreto' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '8/1 32/1 0/1' },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}
