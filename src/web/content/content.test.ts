import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPlaceholderImage } from '../public/about/Avatar.tsx';
import { CHECKLIST, CHECKLIST_GROUPS, checklistItemsOf } from './checklist.ts';
import { TEAM, teamPage } from './team.ts';

describe('checklist content', () => {
  it('numbers 20 items 1-20, with ids BMV-1 ... BMV-20', () => {
    expect(CHECKLIST.map((item) => item.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const item of CHECKLIST) {
      expect(item.id).toBe(`BMV-${item.number}`);
      expect(item.text.trim().length).toBeGreaterThan(10);
    }
  });

  it('puts each item in the group whose range holds its number', () => {
    expect(CHECKLIST_GROUPS.map((g) => [g.first, g.last])).toEqual([
      [1, 7],
      [8, 10],
      [11, 15],
      [16, 20],
    ]);
    for (const group of CHECKLIST_GROUPS) {
      expect(checklistItemsOf(group.id).map((item) => item.number)).toEqual(
        Array.from({ length: group.last - group.first + 1 }, (_, i) => group.first + i),
      );
    }
  });
});

describe('team content', () => {
  it('has the title, the team name and 7 members with unique ids', () => {
    expect(teamPage.title).toBe('Airway Management Assistant');
    expect(teamPage.teamName).toBe('Team Zero to Hero');
    expect(TEAM).toHaveLength(7);
    expect(new Set(TEAM.map((m) => m.id)).size).toBe(7);
    for (const m of TEAM) {
      expect(m.id).toMatch(/^[a-z0-9-]+$/);
      expect(
        m.name && m.description.classYear && m.description.major && m.description.responsibilities,
      ).toBeTruthy();
    }
  });

  it('has 2 placeholder photos, and every other photo exists under static/', () => {
    expect(TEAM.filter((m) => isPlaceholderImage(m.image))).toHaveLength(2);
    for (const m of TEAM.filter((member) => !isPlaceholderImage(member.image))) {
      expect(m.image).toMatch(/^\/team\//);
      expect(existsSync(join(import.meta.dirname, '..', 'static', m.image))).toBe(true);
    }
  });

  it('treats empty paths and placeholder.* files as placeholders', () => {
    expect(isPlaceholderImage('')).toBe(true);
    expect(isPlaceholderImage('/team/placeholder.jpg')).toBe(true);
    expect(isPlaceholderImage('/team/placeholder')).toBe(true);
    expect(isPlaceholderImage('/team/maya-okafor.svg')).toBe(false);
    expect(isPlaceholderImage('/team/not-a-placeholder-photo.png')).toBe(false);
  });
});
