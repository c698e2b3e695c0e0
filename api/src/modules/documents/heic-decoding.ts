import { BoundedWorkers } from './bounded-worker';

/** A decoded photo: RGBA, 8 bits a channel, row after row. */
export interface DecodedImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A 12-megapixel phone photo decodes in about 2 s here; a hostile file is stopped at this. */
const decodeTimeoutMs = 20_000;
/** Decodes run one at a time: each holds the photo's pixels (48 MB for 12 megapixels). */
const decodesAtOnce = 1;

/**
 * Runs in a worker thread of its own: heic-decode (libheif compiled to WebAssembly, with the
 * libde265 HEVC decoder) decodes synchronously, for seconds, and would otherwise stop the
 * server. Only the primary image is decoded, with its rotation and mirroring applied (HEIF
 * keeps them as properties of the image, not in its EXIF). Past the deadline the worker ends.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.heicDecode);
decode({ buffer: workerData.bytes })
  .then(({ width, height, data }) => {
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ width, height, data: pixels }, [pixels.buffer]);
  })
  .catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

const decoders = new BoundedWorkers(workerSource, decodesAtOnce);

/** The HEIC/HEIF photo's pixels; rejects when it cannot be decoded in time. */
export function decodeHeic(bytes: Buffer, timeoutMs = decodeTimeoutMs): Promise<DecodedImage> {
  return decoders.run<DecodedImage>(
    { bytes, heicDecode: require.resolve('heic-decode') },
    {
      maxOldGenerationSizeMb: 128,
      timeoutMs,
      tooLong: 'The photo took too long to decode.',
      workerName: 'The photo decoder',
    },
  );
}
