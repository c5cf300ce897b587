import type { IncomingMessage } from 'node:http';

/** The whole body of a Node request. */
export async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
