import { describe, expect, it } from 'vitest';
import {
  CHECKLIST,
  CHECKLIST_GROUPS,
  CHECKLIST_ITEM_IDS,
  checklistItemsOf,
  sortItems,
} from '../../../../contract/checklist.ts';
import { TECHNIQUES } from '../../../../contract/tutor-turn.ts';
import { LEXICON } from '../lexicon/index.ts';
import { alternativesOf } from '../matcher/alternatives.ts';
import { CANONICAL_FORMS } from '../vocabulary/synonyms.ts';
import { ITEM_MODULES, MATCHING_ORDER, TOPICS } from './registry.ts';
import { SHARED_CUES } from './shared-cues.ts';

describe('the item registry', () => {
  it('has one module per checklist item, in checklist order', () => {
    expect(ITEM_MODULES.map((module) => module.id)).toEqual([...CHECKLIST_ITEM_IDS]);
  });

  it('keeps each cue in the module of the one item it names (shared cues name none or several)', () => {
    for (const module of ITEM_MODULES)
      for (const cue of module.cues) expect(cue.items, cue.id).toEqual([module.id]);
    for (const cue of SHARED_CUES) expect(cue.items.length, cue.id).not.toBe(1);
  });

  // A "\b" written in a plain template literal (not String.raw) becomes a backspace, and a look-back built on it
  // never looks: every cue's pattern holds only the escapes its author meant.
  it('holds no control character in any cue pattern (a "\\b" lost outside String.raw)', () => {
    const control = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20);
    for (const cue of LEXICON) expect(control(cue.pattern.source), cue.id).toBe(false);
  });

  // A look-back tried first runs at every place of a text (doubling the worst case analysis once); its words go
  // first, and the look-back after them.
  it('starts no cue alternative with a look-back (its words come first)', () => {
    for (const cue of LEXICON)
      for (const alternative of alternativesOf(cue.pattern.source))
        expect(/^(?:\(\?:)*\(\?<=/.test(alternative), `${cue.id}: ${alternative.slice(0, 60)}`).toBe(false);
  });

  // A cue whose alternatives sit behind a lookahead of their first words runs alternative by alternative only if
  // each starts with one of those words (matcher/alternatives.ts); run whole, it tries every alternative at every
  // place of the largest case. These few are short, or their alternatives start with a look-back of their own.
  it('runs every cue led by a lookahead of its first words alternative by alternative', () => {
    const short = new Set([
      'wrongLandmark',
      'wrongOpaLandmark',
      'opaByFinger',
      'maskSizedOnFace',
      'maskClearOfEyes',
    ]);
    const whole = LEXICON.filter(
      (cue) => cue.pattern.source.startsWith('(?=') && alternativesOf(cue.pattern.source).length === 1,
    ).map((cue) => cue.id);
    expect(whole.filter((id) => !short.has(id))).toEqual([]);
  });

  it('starts no canonical form with a look-back', () => {
    for (const form of CANONICAL_FORMS)
      expect(/^(?:\(\?:)*\(\?<=/.test(form.pattern.source), form.pattern.source.slice(0, 60)).toBe(false);
  });

  it('builds the lexicon from every cue, each once, in MATCHING_ORDER', () => {
    const all = [...SHARED_CUES, ...ITEM_MODULES.flatMap((module) => module.cues)].map((cue) => cue.id);
    expect(LEXICON.map((cue) => cue.id)).toEqual([...MATCHING_ORDER]);
    expect([...MATCHING_ORDER].sort()).toEqual([...all].sort());
  });

  it('gives every wrong action its feedback: what happened, why it matters, what to do', () => {
    for (const cue of LEXICON.filter((c) => c.sense === 'bad')) {
      expect(cue.feedback?.what, cue.id).toBeTruthy();
      expect(cue.feedback?.why, cue.id).toBeTruthy();
      expect(cue.feedback?.instead, cue.id).toBeTruthy();
    }
  });

  it('nudges without naming the item itself', () => {
    for (const module of ITEM_MODULES) {
      const label = CHECKLIST.find((item) => item.id === module.id)?.label ?? '';
      expect(module.nudge).not.toContain(label);
    }
  });

  it("claims each of the LLM reader's techniques in exactly one item (src/contract/tutor-turn.ts)", () => {
    const claimed = ITEM_MODULES.flatMap((module) => Object.keys(module.techniques ?? {}));
    expect([...claimed].sort()).toEqual([...TECHNIQUES].sort());
  });

  it('teaches every topic once', () => {
    const taught = ITEM_MODULES.flatMap((module) => module.topics ?? []).map((topic) => topic.id);
    expect(new Set(taught).size).toBe(taught.length);
    expect(TOPICS.map((topic) => topic.id).sort()).toEqual([...taught].sort());
  });
});

describe('the checklist the items belong to (src/contract/checklist.ts)', () => {
  it('has items BMV-1 to BMV-20 in four groups of 7, 3, 5 and 5', () => {
    expect(CHECKLIST.map((item) => item.id)).toEqual(Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`));
    expect(CHECKLIST_GROUPS.map((group) => [group.id, checklistItemsOf(group.id).length])).toEqual([
      ['airwayManagement', 7],
      ['ventilationEquipment', 3],
      ['maskPositioning', 5],
      ['ventilationTechnique', 5],
    ]);
  });

  it('sorts items by number, not as text', () => {
    expect(sortItems(['BMV-10', 'BMV-2', 'BMV-2', 'BMV-19'])).toEqual(['BMV-2', 'BMV-10', 'BMV-19']);
  });
});
