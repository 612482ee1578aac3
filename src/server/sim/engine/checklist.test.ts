import { describe, expect, it } from 'vitest';
import { CHECKLIST, CHECKLIST_GROUPS, checklistItem, sortItems } from './checklist.ts';

describe('the checklist', () => {
  it('has items BMV-1 to BMV-20 in four groups of 7, 3, 5 and 5', () => {
    expect(CHECKLIST.map((item) => item.id)).toEqual(Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`));
    expect(CHECKLIST_GROUPS.map((group) => [group.id, group.items.length])).toEqual([
      ['airwayManagement', 7],
      ['ventilationEquipment', 3],
      ['maskPositioning', 5],
      ['ventilationTechnique', 5],
    ]);
    for (const group of CHECKLIST_GROUPS) {
      for (const id of group.items) expect(checklistItem(id).group).toBe(group.id);
    }
  });

  it('sorts items by number, not as text', () => {
    expect(sortItems(['BMV-10', 'BMV-2', 'BMV-2', 'BMV-19'])).toEqual(['BMV-2', 'BMV-10', 'BMV-19']);
  });

  it('nudges without naming the item itself', () => {
    for (const item of CHECKLIST) expect(item.nudge).not.toContain(item.label);
  });
});
