import type { FastifyInstance } from 'fastify';
import {
  InitConversationBodySchema,
  ResetConversationBodySchema,
  SetParticipantIdBodySchema,
  SubmitChatHistoryBodySchema,
  SubmitUserInputBodySchema,
} from '../../contract/api.ts';
import { principalOf } from '../auth/guard.ts';
import { answerPendingTurn } from '../chat/reply.ts';
import { saveClientHistory } from '../chat/saved-history.ts';
import { chatService } from '../chat/service.ts';
import { turnContext } from '../chat/turn-context.ts';
import { parseInput } from '../http/errors.ts';
import { openEventStream } from '../http/sse.ts';
import type { RouteDeps } from './deps.ts';

/** SPEC §7 chat calls. Signed-in users only; every turn is stored per user and participant. */
export async function chatRoutes(app: FastifyInstance, { database, tutor }: RouteDeps) {
  const db = database.db;
  const chat = chatService(db, tutor);
  const user = { config: { access: 'user' as const } };
  const context = turnContext(db);

  // Streams still open when the server stops are ended properly: partial replies stored, stream_close sent.
  const openStreams = new Set<AbortController>();
  app.addHook('preClose', async () => {
    for (const controller of openStreams) controller.abort(new Error('server shutting down'));
  });

  app.post('/init-conversation', user, async (request) => {
    const body = parseInput(InitConversationBodySchema, request.body);
    const caseId = body.caseId === undefined ? undefined : Number(body.caseId);
    const conversation = await chat.init(principalOf(request), body.participantID, caseId);
    return { message: 'Conversation ready', conversationId: conversation.id };
  });

  app.post('/reset-conversation', user, async (request) => {
    const body = parseInput(ResetConversationBodySchema, request.body);
    const conversation = await chat.reset(principalOf(request), body.participantID);
    return { message: 'Conversation reset', conversationId: conversation.id };
  });

  app.post('/set-participant-id', user, async (request) => {
    const body = parseInput(SetParticipantIdBodySchema, request.body);
    await chat.setParticipant(principalOf(request), body.participantID);
    return { message: `Participant ID set to ${body.participantID}` };
  });

  app.post('/submit-user-input', user, async (request) => {
    const body = parseInput(SubmitUserInputBodySchema, request.body);
    await chat.submit(principalOf(request), body.text);
    return { message: 'Input received' };
  });

  // No automatic HEAD route: a HEAD would run the tutor and use up the pending turn's reply, which
  // the GET that follows then never gets (HEAD answers carry no body).
  app.get('/stream-chat', { ...user, exposeHeadRoute: false }, async (request, reply) => {
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
      await answerPendingTurn(
        { tutor, chat, context, log: request.log },
        who,
        controller.signal,
        stream.send,
      );
    } catch (error) {
      request.log.error({ err: error }, 'stream-chat failed');
    } finally {
      openStreams.delete(controller);
      stream.event('stream_close');
      stream.end();
    }
  });

  app.post('/submit-chat-history', user, async (request) => {
    const history = parseInput(SubmitChatHistoryBodySchema, request.body);
    await saveClientHistory(db, principalOf(request), history);
    return { message: 'Chat history saved' };
  });
}
