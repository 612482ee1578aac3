import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConversationResponseSchema,
  InitConversationBodySchema,
  MessageResponseSchema,
  ResetConversationBodySchema,
  SetParticipantIdBodySchema,
  SubmitChatHistoryBodySchema,
  SubmitUserInputBodySchema,
} from '../../contract/api.ts';
import { ChatResumeResponseSchema, ChatStateResponseSchema, STATE_EVENT } from '../../contract/chat-state.ts';
import { principalOf } from '../auth/guard.ts';
import { openEventStream } from '../http/sse.ts';
import type { RouteDeps } from './deps.ts';

/**
 * Chat turns one account may send a minute: a resident reads each reply and types the next action,
 * a few turns a minute at most, so only a script reaches this.
 */
export const CHAT_TURNS_PER_MINUTE = 60;

/** The chat calls. Signed-in users only; every turn is stored per user and participant. */
export async function chatRoutes(fastify: FastifyInstance, { services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { chat } = services;
  const user = { access: 'user' as const };
  const tags = ['Chat'];
  // Counted per account, after the guard has identified it (hence preHandler, not onRequest), in the
  // database so that every instance counts the same turns.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: services.rateLimitStore('chat-turns'),
  });

  // Streams still open when the server stops are ended properly: partial replies stored, stream_close sent.
  const openStreams = new Set<AbortController>();
  app.addHook('preClose', async () => {
    for (const controller of openStreams) controller.abort(new Error('server shutting down'));
  });

  app.post(
    '/init-conversation',
    {
      config: user,
      schema: {
        tags,
        summary: "Start (or continue, when one is active) the caller's conversation for a participant",
        description: 'Only admins may choose the case with `caseId`; others play a case drawn at random.',
        body: InitConversationBodySchema,
        response: { 200: ConversationResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const caseId = body.caseId === undefined ? undefined : Number(body.caseId);
      const conversation = await chat.init(principalOf(request), body.participantID, caseId, body.testRun);
      return { message: 'Conversation ready', conversationId: conversation.id };
    },
  );

  app.post(
    '/reset-conversation',
    {
      config: user,
      schema: {
        tags,
        summary: 'End the conversation and start a fresh one on the same case',
        body: ResetConversationBodySchema,
        response: { 200: ConversationResponseSchema },
      },
    },
    async (request) => {
      const conversation = await chat.reset(principalOf(request), request.body.participantID);
      return { message: 'Conversation reset', conversationId: conversation.id };
    },
  );

  app.post(
    '/set-participant-id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Set the participant the next turns and saves belong to',
        body: SetParticipantIdBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { participantID } = request.body;
      await chat.setParticipant(principalOf(request), participantID);
      return { message: `Participant ID set to ${participantID}` };
    },
  );

  const turnLimit = {
    max: CHAT_TURNS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `account:${principalOf(request).sub}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      Object.assign(new Error(`Too many chat turns from your account. Try again in ${context.after}.`), {
        statusCode: 429,
      }),
  };
  app.post(
    '/submit-user-input',
    {
      config: { ...user, rateLimit: turnLimit },
      schema: {
        tags,
        summary: "Store the trainee's turn; GET /stream-chat then streams the tutor's reply",
        body: SubmitUserInputBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await chat.submit(principalOf(request), request.body.text);
      return { message: 'Input received' };
    },
  );

  // No automatic HEAD route: a HEAD would run the tutor and use up the pending turn's reply, which
  // the GET that follows then never gets (HEAD answers carry no body).
  app.get(
    '/stream-chat',
    {
      config: { ...user, produces: 'text/event-stream' },
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: "The tutor's reply to the pending turn, as server-sent events",
        description:
          'Each `data:` event carries a chunk of text; one `state` event (JSON, the chat state schema) ' +
          'follows the text, and a `stream_close` event ends the reply. The reply of ' +
          'a turn is given once: any instance behind a load balancer may answer it.',
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const controller = new AbortController();
      openStreams.add(controller);
      // The client went away: stop the tutor (an LLM call is cancelled) and store what was said.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort(new Error('client closed the stream'));
      });
      reply.hijack();
      const stream = openEventStream(reply.raw);
      try {
        await chat.answerPendingTurn(
          who,
          controller.signal,
          {
            text: stream.send,
            state: (state) => void stream.event(STATE_EVENT, JSON.stringify(state)),
          },
          request.log,
        );
      } catch (error) {
        request.log.error({ err: error }, 'stream-chat failed');
      } finally {
        openStreams.delete(controller);
        void stream.event('stream_close');
        stream.end();
      }
    },
  );

  // The current state for a chat restored after a reload: the same as the last turn's state event, without
  // the turn's own parts (the trend and the stop), which only a turn has.
  app.get(
    '/api/chat-state',
    {
      config: user,
      schema: {
        tags,
        summary: "The caller's current scenario state (phase, vitals, debrief), for a restored chat",
        response: { 200: ChatStateResponseSchema },
      },
    },
    async (request) => ({ state: await chat.currentState(principalOf(request)) }),
  );

  // The running conversation for a chat opened in another tab or after a new sign-in: it goes on, not over.
  app.get(
    '/api/chat-resume',
    {
      config: user,
      schema: {
        tags,
        summary: "The caller's running conversation (participant, messages, state), to resume it",
        response: { 200: ChatResumeResponseSchema },
      },
    },
    async (request) => chat.resume(principalOf(request)),
  );

  app.post(
    '/submit-chat-history',
    {
      config: user,
      schema: {
        tags,
        summary: "Save the client's chat history under the caller's current participant",
        description:
          'The body is the list of groups (`timestamp`, `history`), or a plain list of messages, which is ' +
          'stored as one group stamped with the time it arrived.',
        body: SubmitChatHistoryBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await chat.saveHistory(principalOf(request), request.body);
      return { message: 'Chat history saved' };
    },
  );
}
