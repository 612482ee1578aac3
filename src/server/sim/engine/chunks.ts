/**
 * A reply split into the pieces it is streamed in, like an LLM's tokens arriving: line by line, and long
 * lines sentence by sentence. Joining the pieces gives the reply back exactly.
 */
const LONG_LINE = 160;

export function chunkReply(reply: string): string[] {
  const chunks: string[] = [];
  const lines = reply.split(/(?<=\n)/);
  for (const line of lines) {
    if (line.length <= LONG_LINE) {
      chunks.push(line);
      continue;
    }
    chunks.push(...line.split(/(?<=[.!?:] )/));
  }
  return chunks.filter((chunk) => chunk.length > 0);
}
