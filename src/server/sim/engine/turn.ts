import type { CaseDocument, Phase } from '../../../contract/case.ts';
import type { ImageRef } from '../tutor.ts';
import { actionTurn } from './action-turn.ts';
import { answerPatientQuestion, searchCaseText } from './answers.ts';
import { caseAnalysis, checkedCase } from './case-analysis-cache.ts';
import {
  answerTo,
  CLARIFYING_QUESTIONS,
  isProgressQuestion,
  isSocial,
  notUnderstood,
  outsideNote,
  outsideTheChecklist,
  SOCIAL_REPLY,
  understood,
  unsettledItem,
} from './dialogue.ts';
import {
  isBeginSimulation,
  isDecisionQuestion,
  isEndRequest,
  isExplanationRequest,
  isHelpRequest,
  isHintRequest,
  isImageRequest,
  isQuestion,
  isRestartRequest,
  SUBJECT_DROPPED,
} from './intents.ts';
import { readMentions } from './lexicon/read-mentions.ts';
import {
  endNow,
  findingsOf,
  finish,
  hintNow,
  idle,
  missingItems,
  type RunContext,
  requiredItems,
  type TurnReading,
  type TurnResult,
} from './phase-flow.ts';
import { caseIntroduction, currentVitals } from './presentation.ts';
import * as replies from './replies.ts';
import { type EngineState, initialState, readState, startPhaseAttempt } from './state.ts';
import { normalize } from './text/normalize.ts';
import { imageFor, topicOf } from './topics.ts';
import type { Mention } from './types.ts';

/** Longest message the engine reads; longer ones get a polite request to split them. */
export const MAX_INPUT_CHARS = 1500;

export type TurnInput = {
  caseDoc: CaseDocument;
  /** The stored state (plain JSON; `{}` for a new conversation). */
  state: unknown;
  input: string;
  now: Date;
  images: ImageRef[];
};

export type { TurnReading, TurnResult };

/**
 * One turn of the scenario: a pure function of (case, state, input, now, images), so a conversation can be
 * replayed from its messages and any server instance can take the next turn.
 */
export function runTurn(turn: TurnInput): TurnResult {
  const state = readState(turn.state);
  const caseDoc = checkedCase(turn.caseDoc);
  if (!caseDoc) return { state, reply: replies.CASE_UNUSABLE };
  const raw = typeof turn.input === 'string' ? turn.input : '';
  const nowMs = turn.now.getTime();
  if (state.stage === 'waiting') {
    if (!isBeginSimulation(raw)) return { state, reply: replies.BEGIN_REMINDER };
    return begin(caseDoc, nowMs);
  }
  if (state.stage === 'complete') return afterDebrief(state, raw, turn.images);
  const ctx: RunContext = {
    caseDoc,
    analysis: caseAnalysis(caseDoc),
    images: Array.isArray(turn.images) ? turn.images : [],
    elapsedMs: Math.max(0, nowMs - (state.startedAt ?? nowMs)),
  };
  const phase = caseDoc.Phases[state.phase];
  // The case may have been edited to fewer phases mid-run: there is nothing left to play.
  if (!phase) return finish(ctx, state, []);
  return runningTurn(ctx, state, phase, raw);
}

/**
 * After the debrief the case is over, but a resident reviewing it may still ask for a teaching
 * image or an explanation of a manoeuvre; anything else gets the note that New case starts again.
 */
function afterDebrief(state: EngineState, raw: string, images: ImageRef[]): TurnResult {
  const text = normalize(raw.slice(0, MAX_INPUT_CHARS));
  const library = Array.isArray(images) ? images : [];
  const topic = topicOf(text);
  if (isImageRequest(text))
    return { state, reply: replies.imageReply(topic ? imageFor(topic, library) : null) };
  if (isExplanationRequest(text) && topic) {
    return { state, reply: replies.explanation(topic, imageFor(topic, library)?.id ?? null) };
  }
  return { state, reply: replies.CASE_COMPLETE_NOTE };
}

function begin(caseDoc: CaseDocument, nowMs: number): TurnResult {
  const state = startPhaseAttempt({ ...initialState(), stage: 'running', startedAt: nowMs }, 0, 1);
  return { state, reply: caseIntroduction(caseDoc, caseAnalysis(caseDoc).patient) };
}

/** A turn that reads no actions, with the reading that says so (see TurnReading). */
function readAs(kind: 'request' | 'other', result: TurnResult): TurnResult {
  return { ...result, reading: { kind, items: [] } };
}

function runningTurn(ctx: RunContext, stored: EngineState, phase: Phase, raw: string): TurnResult {
  // The tutor's question is open for one message: an answer to it is read as the sentence it completes.
  const state = stored.pending === null ? stored : { ...stored, pending: null };
  const said = (stored.pending && answerTo(stored.pending, raw)) || raw;
  return afterReading(state, said, readTurn(ctx, state, phase, said));
}

/**
 * Never ignore: a message that touched an item without settling it gets one short question (instead of "not
 * understood", or after the acknowledgements), and a sensible action outside the checklist is noted in one line.
 */
function afterReading(before: EngineState, said: string, result: TurnResult): TurnResult {
  const kind = result.reading?.kind;
  const after = result.state;
  const sameAttempt =
    after.stage === 'running' && after.phase === before.phase && after.attempt === before.attempt;
  if ((kind !== 'action' && kind !== 'other') || !sameAttempt || said.length > MAX_INPUT_CHARS) return result;
  const text = normalize(said);
  const settled = new Set([
    ...after.phaseItems,
    ...after.heldItems,
    ...(result.reading?.items.map((i) => i.item) ?? []),
  ]);
  const unsettled = unsettledItem(text, settled);
  if (unsettled) {
    const question = `**Question**: ${CLARIFYING_QUESTIONS[unsettled]}`;
    // Not an idle turn: the tutor waits for the answer.
    if (kind === 'other')
      return {
        ...result,
        state: { ...before, pending: unsettled },
        reply: `${understood(text)}
${question}`,
      };
    return {
      ...result,
      state: { ...after, pending: unsettled },
      reply: `${result.reply}

${question}`,
    };
  }
  const outside = outsideTheChecklist(text);
  if (kind === 'action' && outside.length > 0)
    return {
      ...result,
      reply: `${result.reply}

${outsideNote(outside)}`,
    };
  return result;
}

function readTurn(ctx: RunContext, state: EngineState, phase: Phase, raw: string): TurnResult {
  if (raw.trim() === '') return readAs('other', { state, reply: replies.EMPTY_INPUT });
  if (raw.length > MAX_INPUT_CHARS) return readAs('other', { state, reply: replies.TOO_LONG });
  if (isBeginSimulation(raw))
    return readAs('request', { state, reply: replies.alreadyRunning(state.phase + 1) });
  const text = normalize(raw);
  if (isRestartRequest(text)) return readAs('request', { state, reply: replies.RESTART_NOTE });
  if (isHelpRequest(text)) return readAs('request', { state, reply: replies.HELP_TEXT });
  if (isEndRequest(text)) return readAs('request', endNow(ctx, state));
  if (isHintRequest(text)) return readAs('request', hintNow(ctx, state));
  if (isSocial(text)) return readAs('request', { state, reply: SOCIAL_REPLY });
  if (isProgressQuestion(text)) return readAs('request', { state, reply: progressReply(ctx, state) });
  if (isImageRequest(text)) {
    const topic = topicOf(text);
    return readAs('request', {
      state,
      reply: replies.imageReply(topic ? imageFor(topic, ctx.images) : null),
    });
  }
  const answerCtx = {
    caseDoc: ctx.caseDoc,
    phaseIndex: state.phase,
    vitals: currentVitals(phase, state.spo2Drop),
    patient: ctx.analysis.patient,
    findings: findingsOf(ctx, state.phase),
  };
  if (isExplanationRequest(text)) {
    const topic = topicOf(text);
    if (topic) {
      const reply = replies.explanation(topic, imageFor(topic, ctx.images)?.id ?? null);
      return readAs('request', { state, reply });
    }
    const answer = answerPatientQuestion(text, answerCtx);
    if (answer) return { ...idle(ctx, state, [answer]), reading: { kind: 'question', items: [] } };
    return readAs('request', { state, reply: replies.EXPLANATION_TOPICS });
  }
  // "I bag at 20 per min. What are the sats?": the actions are taken and the question answered.
  const { actions: actionText, questions } = splitQuestions(raw);
  if (actionText !== '' && actionText !== raw.trim()) {
    const mentions = readMentions(normalize(actionText)).filter((m) => !m.hypothetical);
    if (mentions.some(isAction)) {
      const answer = questions === '' ? null : answerPatientQuestion(normalize(questions), answerCtx);
      const result = actionTurn(ctx, state, mentions);
      return answer ? { ...result, reply: `${answer}\n\n${result.reply}` } : result;
    }
  }
  // "jaw thrust or chin lift? no neck injury": the sentences that ask are not read as done.
  const all = readMentions(actionText !== '' && actionText !== raw.trim() ? normalize(actionText) : text);
  const mentions = all.filter((m) => !m.hypothetical);
  const actions = mentions.filter(isAction);
  // A question is a message whose every sentence asks (see splitQuestions).
  const asked = actionText === '';
  if (!asked && actions.length === 0 && all.some(isAction)) {
    return { ...idle(ctx, state, [replies.PLAN_NOTED]), reading: { kind: 'hypothetical', items: [] } };
  }
  if (asked || actions.length === 0) {
    const answer = answerPatientQuestion(text, answerCtx);
    const question = { kind: 'question' as const, items: [] };
    if (answer) return { ...idle(ctx, state, [answer]), reading: question };
    // "Could we give some naloxone?", "Can I give naloxone?": the trainee's call, and an action outside this checklist.
    const outside = outsideTheChecklist(text);
    const yourCallOutside = outside.length > 0 ? `That is your call. ${outsideNote(outside)}` : null;
    if (isDecisionQuestion(raw, text))
      return { ...idle(ctx, state, [yourCallOutside ?? replies.YOUR_CALL]), reading: question };
    if (asked || isQuestion(raw, text)) {
      // "Can someone prepare a gastric tube?", "can you note the time?": a task given to the team, acknowledged.
      const request = REQUEST_START.test(raw.trim()) && !ASKING_TO_BE_TOLD.test(raw.trim());
      if (request && outside.length > 0)
        return { ...idle(ctx, state, [outsideNote(outside)]), reading: question };
      const reply =
        searchCaseText(text, answerCtx) ??
        yourCallOutside ??
        (request
          ? REQUEST_NOTED
          : 'That is not in the case notes. Decide on what you know, and tell me what you do.');
      return { ...idle(ctx, state, [reply]), reading: question };
    }
  }
  if (actions.length > 0) return actionTurn(ctx, state, mentions);
  const outside = outsideTheChecklist(text);
  const reply = outside.length > 0 ? outsideNote(outside) : notUnderstood(text);
  return readAs('other', idle(ctx, state, [reply]));
}

/** How the phase is going, in goals met, without naming what is missing (a hint does that when asked). */
function progressReply(ctx: RunContext, state: EngineState): string {
  const required = requiredItems(ctx, state.phase).length;
  const met = required - missingItems(ctx, state).length;
  return `So far in this phase: ${met} of ${required} goals met. The debrief at the end goes through every checklist item. What do you do next?`;
}

const isAction = (m: Mention) => m.item !== null || m.cue.id === 'ventilate' || m.cue.id === 'advancedAirway';

/** The sentences of a message that describe actions, and those that ask something. */
function splitQuestions(raw: string): { actions: string; questions: string } {
  // Sentences end at . ! or ? before a space: "1.6 L" is one number.
  // "Which mask... the child one fits": a sentence trailing off into the next is thought aloud, not asked.
  const sentences = raw.split(/(?<=[.!?])(?<!\.\.\.|\u2026)\s+/).filter((sentence) => sentence.trim() !== '');
  const actions: string[] = [];
  const questions: string[] = [];
  for (const sentence of sentences) {
    const trimmed = sentence.trim();
    // "Towel under his head, and can someone call for help?" reports actions despite its question mark.
    // "Can I use an OPA in a baby who gags?": a decision asked for, though it starts as a request does.
    const asked =
      isDecisionQuestion(trimmed, normalize(trimmed)) ||
      (!REQUEST_START.test(trimmed) &&
        ((QUESTION_START_RAW.test(trimmed) &&
          !(/\.\.\.|\u2026/.test(trimmed) && !trimmed.includes('?')) &&
          !(SUBJECT_DROPPED.test(trimmed) && !trimmed.includes('?'))) ||
          (/\?\s*$/.test(trimmed) && DECISION_INSIDE.test(normalize(trimmed))) ||
          (/\?\s*$/.test(trimmed) && !readMentions(normalize(trimmed)).some(isAction))));
    (asked ? questions : actions).push(sentence);
  }
  return { actions: actions.join(' ').trim(), questions: questions.join(' ').trim() };
}

/** "She's gagging on the suction - should I stop?": asking for a decision, wherever in the sentence. */
const DECISION_INSIDE =
  /\b(?:should i|should we|shall i|shall we|do you want me to|do i need to|is it ok to)\b|\bdo (?:i|we) (?:use|bag|give|go|put|choose|pick|take|want|ventilate|squeeze|start|keep|still)\b|\b(?:could|would|will) (?:an?|the) \w+ help\b/;

/** A task for the team the tutor has no checklist item or case answer for: taken in, and back to the airway. */
const REQUEST_NOTED = 'Noted: the team does that. Carry on with the airway and breathing.';

/** "Can you tell me her weight?": a question about the case, not a task. */
const ASKING_TO_BE_TOLD =
  /^(?:can|could|would|will) you (?:please )?(?:tell|show|give|explain|remind|say|describe|confirm)\b/i;

/** "Can someone call for help?": a request for an action, which is an action. */
/** "someone", typed fast: "somone", "sombody". */
const SOMEONE = 'som\\w{0,3}(?:one|body)';
/** Someone at the bedside asked to act: "can my colleague hold his head", "could a nurse take over MILS". */
const TEAM_MEMBER = String.raw`(?:the|a|my|our|one) (?:\w+ )?(?:nurse|colleague|odp|rt|doctor|paramedic|registrar|assistant|helper)|one of you`;
const REQUEST_START = new RegExp(
  `^(?:can|could|would|will) (?:${SOMEONE}|you|we|i|${TEAM_MEMBER})\\b|^(?:${SOMEONE}|please)\\b`,
  'i',
);

// Not "When it stops I'll force it through": a time clause before what is done, with no question mark.
const QUESTION_START_RAW =
  /^(?:what|what's|whats|how|is|are|am i|have i|does|did|any(?!(?: size(?: of)?| old)? (?:opa|npa|guedel|oral airway|nasal airway|adjunct|mask|bag)s?\b(?![^?]*\?\s*$))|was|were|when(?!(?![^?]*\?\s*$)[^?]*?\b(?:i|we)(?: ?'ll| will| would| am going to| are going to| then| just| try| keep)\b)|where|who|which|why)\b|^(?:could|would|can|will) (?!(?:som\w{0,3}(?:one|body)|you|we|i|(?:the|a|my|our|one) (?:\w+ )?(?:nurse|colleague|odp|rt|doctor|paramedic|registrar|assistant|helper)|one of you)\b)/i;
