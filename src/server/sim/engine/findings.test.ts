import { describe, expect, it } from 'vitest';
import type { CaseDocument } from '../../../contract/case.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import { outlineFindings } from './findings.ts';

/** The sample case with its presentation replaced: the outline's findings read from that text alone. */
function presented(casePresentation: string): CaseDocument {
  const doc = structuredClone(sampleCase);
  doc['Scenario Outline'].casePresentation = casePresentation;
  return doc;
}

describe('the findings a case outline states', () => {
  it.each([
    'An 8-year-old fell from a climbing frame onto his head.',
    'A 7-year-old pedestrian hit by a car; the cervical spine is not cleared.',
    'She was in a road traffic collision.',
    // "Not cleared" keeps the mechanism; a collar is a sign whatever else is said.
    'He fell from a wall; his neck is not cleared.',
    'She fell from a horse; no neck pain, but she arrived in a hard collar.',
  ])('a possible neck injury: %j', (text) => {
    expect(outlineFindings(presented(text)).neckInjury).toBe(true);
  });

  it.each([
    // A value that fell is no fall of the child.
    'Her vital capacity fell from 1.6 L to 0.8 L overnight.',
    'His sats fall from 95% to 80% when the oxygen is taken off.',
    'There has been no fall and no injury; no sign of head or neck injury.',
    // A fall the author rules out as a neck injury.
    'She fell from a climbing frame and broke her forearm; no head injury, no neck pain.',
    'He fell from his bike onto his outstretched hand; no sign of head or neck injury.',
    // The precautions named only to be ruled out.
    'There was no fall and no blow to the head, and no head or neck injury has been found, so spinal precautions are not needed.',
    'Buried by sand while kneeling; in-line stabilisation is not needed.',
  ])('no neck injury: %j', (text) => {
    expect(outlineFindings(presented(text)).neckInjury).toBe(false);
  });

  it.each([
    'Blood in the mouth; bruising behind the left ear; clear fluid from the left nostril.',
    'Fluid still drips from his left nostril after the crash.',
  ])('a possible basal skull fracture: %j', (text) => {
    expect(outlineFindings(presented(text)).basalSkullFracture).toBe(true);
  });

  it.each([
    'He has severe haemophilia A on factor VIII prophylaxis.',
    'She is on warfarin for a mechanical valve.',
    'Adenoidectomy this morning; bleeding from the mouth.',
    'Known thrombocytopenia (platelets 12).',
  ])('a bleeding risk (no NPA when an OPA will do): %j', (text) => {
    expect(outlineFindings(presented(text)).bleedingRisk).toBe(true);
  });

  it.each(['No bleeding disorder; no anticoagulants.', 'A nosebleed last week, nothing since.'])(
    'no bleeding risk: %j',
    (text) => {
      expect(outlineFindings(presented(text)).bleedingRisk).toBe(false);
    },
  );
});
