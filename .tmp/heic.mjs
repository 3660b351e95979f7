import { imageSize } from 'image-size'
import sharp from 'sharp'
const img = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#a33' } }).jpeg().withMetadata({ orientation: 6 }).withExifMerge({ IFD0: { Model: 'Pixel 8' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 39/1 0/1' } }).toBuffer()
const m = await sharp(img).metadata()
console.log(imageSize(img), m.orientation, m.exif?.length, m.exif?.includes('GPS'), m.exif?.toString('latin1').includes('Pixel'))
