import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

const ADMIN_VIEWS = [
  'src/web/features/history/ChatHistoryView.tsx',
  'src/web/features/data-collection/DataCollectionView.tsx',
  'src/web/features/instructions/InstructionEditorView.tsx',
  'src/web/features/images/ImageUploadView.tsx',
  'src/web/features/cases/CaseEditorView.tsx',
];

/**
 * Gzipped bytes of the JS and CSS each kind of visitor downloads, from Vite's manifest:
 * a signed-out visitor of `/`, a resident (plus the shell and the chat view), an admin
 * (plus the five admin views).
 */
export function bundleSizes(webRoot: string): { public: number; resident: number; admin: number } {
  const manifest = JSON.parse(readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) continue;
      into.add(chunk.file);
      for (const css of chunk.css ?? []) into.add(css);
      files(chunk.imports ?? [], into);
    }
    return into;
  };
  const gz = (set: Set<string>) =>
    [...set].reduce((sum, file) => sum + gzipSync(readFileSync(join(webRoot, file)), { level: 9 }).length, 0);
  const publicFiles = files(['index.html']);
  const residentFiles = files(
    ['src/web/app/Shell.tsx', 'src/web/features/chat/ChatView.tsx'],
    new Set(publicFiles),
  );
  const adminFiles = files(ADMIN_VIEWS, new Set(residentFiles));
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  return { public: kb(gz(publicFiles)), resident: kb(gz(residentFiles)), admin: kb(gz(adminFiles)) };
}
