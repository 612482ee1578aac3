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

// Manifest keys are relative to Vite's root, src/web.
const SIGNED_IN = ['auth/AuthRoot.tsx', 'app/Shell.tsx', 'features/chat/ChatView.tsx'];
const ADMIN_VIEWS = [
  'features/history/ChatHistoryView.tsx',
  'features/data-collection/DataCollectionView.tsx',
  'features/instructions/InstructionEditorView.tsx',
  'features/images/ImageUploadView.tsx',
  'features/cases/CaseEditorView.tsx',
  'features/study/ObserverChecklistView.tsx',
  'features/study/StudyDashboardView.tsx',
];

export type BundleSizes = { public: number; resident: number; admin: number };

/**
 * Gzipped KB (1024 bytes) of the JS and CSS each kind of visitor downloads, from Vite's manifest:
 * a signed-out visitor of `/`, a resident (plus the sign-in client, the shell and the chat view),
 * an admin (plus the admin views); `js` counts the JavaScript alone.
 */
export function bundleSizes(webRoot: string): { total: BundleSizes; js: BundleSizes } {
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
  for (const key of [...SIGNED_IN, ...ADMIN_VIEWS]) {
    if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest: has it moved?`);
  }
  const kbGzip = (set: Set<string>, only?: string) =>
    Math.round(
      [...set]
        .filter((file) => !only || file.endsWith(only))
        .reduce((sum, file) => sum + gzipSync(readFileSync(join(webRoot, file)), { level: 9 }).length, 0) /
        102.4,
    ) / 10;
  const publicFiles = files(['index.html']);
  const residentFiles = files(SIGNED_IN, new Set(publicFiles));
  const adminFiles = files(ADMIN_VIEWS, new Set(residentFiles));
  const sizes = (only?: string): BundleSizes => ({
    public: kbGzip(publicFiles, only),
    resident: kbGzip(residentFiles, only),
    admin: kbGzip(adminFiles, only),
  });
  return { total: sizes(), js: sizes('.js') };
}
