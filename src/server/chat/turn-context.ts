import type { CaseDocument } from '../../contract/case.ts';
import type { CasesRepository } from '../cases/repository.ts';
import type { InstructionsRepository } from '../instructions/repository.ts';
import type { ImageRef } from '../sim/tutor.ts';

/** How long a list of the image library may be reused: an upload reaches the tutor within this. */
const IMAGE_LIST_TTL_MS = 5_000;
const MAX_CACHED = 200;

/**
 * What a turn reads besides the conversation. A case version and an instruction version never
 * change once written, so they are cached by id (bounded); the image list (read along with the
 * turn's claim) briefly. This is a cache of immutable rows, not state: any instance can still
 * serve any turn.
 */
export function turnContext({
  cases,
  instructions,
}: {
  cases: CasesRepository;
  instructions: InstructionsRepository;
}) {
  const caseVersions = new Map<string, CaseDocument>();
  const instructionTexts = new Map<number, string>();
  let imageList: { at: number; refs: ImageRef[] } | undefined;

  const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
    if (map.size >= MAX_CACHED) map.delete(map.keys().next().value as K);
    map.set(key, value);
  };

  return {
    async caseDoc(caseId: number, version: number): Promise<CaseDocument | undefined> {
      const key = `${caseId}:${version}`;
      const cached = caseVersions.get(key);
      if (cached) return cached;
      const doc = (await cases.getVersion(caseId, version)) ?? (await cases.get(caseId))?.data;
      if (doc) remember(caseVersions, key, doc);
      return doc;
    },
    async instructionText(id: number | null): Promise<string> {
      if (id === null) return '';
      const cached = instructionTexts.get(id);
      if (cached !== undefined) return cached;
      const text = (await instructions.byId(id))?.text ?? '';
      remember(instructionTexts, id, text);
      return text;
    },
    /** Whether the image list should be read again (the turn's claim reads it along). */
    imagesStale(): boolean {
      return !imageList || Date.now() - imageList.at >= IMAGE_LIST_TTL_MS;
    },
    rememberImages(refs: ImageRef[]) {
      imageList = { at: Date.now(), refs };
    },
    /** The image list as last read (empty before the first read). */
    images(): ImageRef[] {
      return imageList?.refs ?? [];
    },
  };
}

export type TurnContext = ReturnType<typeof turnContext>;
