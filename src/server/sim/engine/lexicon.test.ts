import { describe, expect, it } from 'vitest';
import { readMentions } from './lexicon/read-mentions.ts';
import { bagSizeAround, flowIn, maskSizeAround, rateOf } from './params.ts';
import { normalize } from './text/normalize.ts';
import { nearestDomainWord } from './text/spelling.ts';

/** The items a phrase names, positively: "BMV-8" for a named action, "-BMV-2" when negated. */
function read(text: string): string[] {
  const seen = readMentions(normalize(text))
    .filter((m) => m.item)
    .map((m) => `${m.negated ? '-' : ''}${m.item}`);
  return [...new Set(seen)];
}

describe('normalize', () => {
  it.each([
    ['O2 at 15 L/min', 'oxygen at 15 lpm'],
    ['oxygen 15lpm', 'oxygen 15 lpm'],
    ['fifteen litres per minute of oxygen', '15 lpm of oxygen'],
    ['10-15 L/min', '10-15 lpm'],
    ['20 breaths a minute', '20 per min'],
    ['twenty five breaths/min', '25 per min'],
    ['one breath every three seconds', '1 breath every 3 sec'],
    ['a breath q3s', 'a breath every 3 sec'],
    ['each breath over a second', 'each breath over 1 sec'],
    ['a 1.6 L adult bag', 'a 1600 ml adult bag'],
    ['500cc bag', '500 ml bag'],
    ['Bag-valve-mask', 'bvm'],
    ['ambu bag', 'bag'],
    ['ambu', 'bvm'],
    ['guedel airway', 'opa'],
    ['oropharyngeal airway', 'opa'],
    ['nasal trumpet', 'npa'],
    ['C-E grip', 'ec clamp'],
    ['E-C clamp', 'ec clamp'],
    ['head-tilt/chin-lift', 'head tilt chin lift'],
    ['2-person technique', 'two person technique'],
    ['sats', 'spo2'],
    ["I don't hyper-extend", 'i do not hyperextend'],
    ['I wont suction', 'i will not suction'],
    ['Paediatric mask', 'pediatric mask'],
    ["the child's mask", 'the child mask'],
    ['<script>alert("x")</script>', 'script alert ( x ) /script'],
  ])('%j -> %j', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it('keeps ordinary words that sit one letter from a domain word', () => {
    for (const word of ['check', 'month', 'later', 'tight', 'basal', 'nasal', 'right']) {
      expect(nearestDomainWord(word)).toBe(word);
    }
  });

  it.each([
    ['suciton', 'suction'],
    ['sucton', 'suction'],
    ['yankuer', 'yankauer'],
    ['oxgen', 'oxygen'],
    ['oxigen', 'oxygen'],
    ['snifing', 'sniffing'],
    ['hyperextned', 'hyperextend'],
    ['nasopharangeal', 'nasopharyngeal'],
    ['ventilte', 'ventilate'],
    ['trust', 'thrust'],
  ])('corrects the misspelling %j to %j', (typo, word) => {
    expect(nearestDomainWord(typo)).toBe(word);
  });
});

describe('the lexicon', () => {
  it.each([
    ['I call for help', ['BMV-1']],
    ['shout for help and activate the rapid response team', ['BMV-1']],
    ['suction with a yankauer', ['BMV-2']],
    ['clear the secretions', ['BMV-2']],
    ['sniffing position', ['BMV-3']],
    ['shoulder roll', ['BMV-3']],
    ['towel roll under the shoulders', ['BMV-3']],
    ['jaw thrust', ['BMV-4']],
    ['jaw trust', ['BMV-4']],
    ['head tilt chin lift', ['BMV-4']],
    ['OPA', ['BMV-5']],
    ['oral airway', ['BMV-5']],
    ['insert a guedel', ['BMV-6', 'BMV-5']],
    ['NPA', ['BMV-5']],
    ['nasal trumpet', ['BMV-5']],
    ['I check chest rise', ['BMV-7']],
    ['reassess', ['BMV-7']],
    ['child mask', ['BMV-8']],
    ['size 2 mask', ['BMV-8']],
    ['BVM', ['BMV-8', 'BMV-9']],
    ['bag-valve mask', ['BMV-8', 'BMV-9']],
    ['a 500 mL bag', ['BMV-9']],
    ['self-inflating bag', ['BMV-9']],
    ['O2 at 15 L', ['BMV-10']],
    ['15 lpm', ['BMV-10']],
    ['narrow end over the bridge of the nose', ['BMV-11']],
    ['covering the mouth and nose', ['BMV-12']],
    ['EC clamp', ['BMV-13']],
    ['C-E grip', ['BMV-13']],
    ['two-person technique', ['BMV-13']],
    ['tight seal', ['BMV-14']],
    ['no pressure on the eyes', ['-BMV-15']],
    ['stand at the head of the bed', ['BMV-16']],
    ['lift the jaw into the mask', ['BMV-17']],
    ['keep the airway open with the mask hand', ['BMV-17']],
    ['squeeze gently over 1 second', ['BMV-18']],
    ['20 breaths a minute', ['BMV-19']],
    ['one breath every 3 seconds', ['BMV-19']],
    // A weight after "bag at" is no rate ("a 1000 mL adult bag at 40 kg").
    ['a 1000 mL adult bag at 40 kg', []],
    // Said of suction, in a case author's text: no adjunct passed.
    ['suction the mouth, nothing passed through the nose', ['BMV-2']],
    ['visible chest rise', ['BMV-20']],
    ['sats coming up', ['BMV-20']],
  ])('reads %j as %j', (text, items) => {
    expect(read(text)).toEqual(items);
  });

  it('reads several actions in one message, in order', () => {
    expect(
      read(
        'Call for help, suction, then a child mask with a 500 ml bag on 15 L O2; EC clamp and bag at 20/min',
      ),
    ).toEqual(['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-13', 'BMV-19']);
  });

  it.each([
    ['I would not suction', ['-BMV-2']],
    ["don't hyperextend the neck", ['-BMV-3']],
    ['avoid pressing on the eyes', ['-BMV-15']],
    ['without pressing on the soft tissue', ['-BMV-4']],
    ['no OPA: he gags', ['-BMV-5']],
    ['I would not suction and I stand at the head of the bed', ['-BMV-2', 'BMV-16']],
  ])('understands the negation in %j', (text, items) => {
    expect(read(text)).toEqual(items);
  });

  it('marks "not yet" as a deferral, not a refusal', () => {
    const [mention] = readMentions(normalize('I will not suction yet'));
    expect(mention).toMatchObject({ negated: true, deferred: true });
  });

  it('does not read other uses of the words as actions', () => {
    expect(read('squeeze the bag')).toEqual([]);
    expect(read('place the mask on the face')).toEqual([]);
    expect(read('the heart rate is 125 per min')).toEqual([]);
    expect(read('laryngeal mask airway')).toEqual([]);
    expect(read('a 6 month old with a runny nose')).toEqual([]);
  });
});

describe('hard-stop texts as authors write them', () => {
  it.each([
    ['Appropriate mask size', ['BMV-8']],
    ['BVM with oxygen', ['BMV-8', 'BMV-9', 'BMV-10']],
    ['Ventilation rate 20-30/min', ['BMV-19']],
    ['Suction airway', ['BMV-2']],
    ['OPA insertion', ['BMV-5', 'BMV-6']],
    ['Two-person BVM', ['BMV-13']],
    ['Avoid hyperventilation', ['-BMV-19']],
    ['Proper mask seal', ['BMV-14']],
    ['Mask placement: apex on nose bridge', ['BMV-11']],
    ['Proper positioning of head', ['BMV-3']],
    ['Effective BVM ventilation', ['BMV-20']],
    ['Bag size appropriate for age', ['BMV-9']],
    ['Ear-to-sternal notch alignment', ['BMV-3']],
    ['Positioned at head of bed', ['BMV-16']],
    ['Avoid excessive tidal volume', ['-BMV-18']],
    ['Recognize apnea and call for help', ['BMV-1']],
    ['Uses one hand to maintain airway while holding mask', ['BMV-17']],
    ['Give breaths over 1 second', ['BMV-18']],
    ['Monitor SpO2', ['BMV-7']],
  ])('%j names %j', (text, items) => {
    expect(read(text)).toEqual(items);
  });
});

describe('details around a cue', () => {
  const mentionOf = (text: string, cueId: string) => {
    const found = readMentions(normalize(text)).find((m) => m.cue.id === cueId);
    if (!found) throw new Error(`no ${cueId} in ${text}`);
    return found;
  };

  it.each([
    ['an adult mask', 'adult'],
    ['a child size mask', 'child'],
    ['neonatal mask', 'neonatal'],
    ['a size 2 mask', 'size 2'],
    ['grab a mask (size 3)', 'size 3'],
    ['a small mask', 'small'],
    ['an infant mask and a 500 ml bag', 'infant'],
  ])('mask size in %j is %j', (text, key) => {
    expect(maskSizeAround(mentionOf(text, 'maskChoice'))).toEqual({ kind: 'size', key });
  });

  it('a mask named without a size has none, and a quality word is generic', () => {
    expect(maskSizeAround(mentionOf('I grab a mask', 'maskChoice'))).toBeNull();
    expect(maskSizeAround(mentionOf('an appropriately sized mask', 'maskChoice'))).toEqual({
      kind: 'generic',
    });
  });

  it.each([
    ['a 450 ml bag', 450],
    ['a 1000 mL bag', 1000],
    ['an infant bag', 250],
    ['a pediatric bag', 500],
    ['an adult bag', 1600],
    ['a child mask and a 250 ml self inflating bag', 250],
  ])('bag volume in %j is %d mL', (text, ml) => {
    expect(bagSizeAround(mentionOf(text, 'bagChoice'))).toMatchObject({ kind: 'volume', ml });
  });

  it('reads flows and rates', () => {
    expect(flowIn(normalize('O2 at 15 L/min'))).toEqual({ low: 15, high: 15 });
    expect(flowIn(normalize('oxygen at 12'))).toEqual({ low: 12, high: 12 });
    expect(flowIn(normalize('10-15 litres per minute'))).toEqual({ low: 10, high: 15 });
    expect(rateOf(normalize('20 breaths a minute'))).toEqual({ low: 20, high: 20 });
    expect(rateOf(normalize('one breath every 3 seconds'))).toEqual({ low: 20, high: 20 });
    expect(rateOf(normalize('every 2 to 3 seconds'))).toEqual({ low: 20, high: 30 });
    expect(rateOf(normalize('20-30/min'))).toEqual({ low: 20, high: 30 });
  });
});
