import { Router } from 'express';
import { ChatMessageInput, RateReplyArgs, SessionArgs } from './chat.input';
import { type ChatService } from './chat.service';
import { validateInput } from '../../validation/validate-input';

export function chatRoutes(chat: ChatService): Router {
  const router = Router();

  router.get('/chat/:sessionId', async (req, res) => {
    const { sessionId } = await validateInput(SessionArgs, req.params);
    res.json(await chat.list(sessionId, { clientIp: req.ip }));
  });

  // A client-sent isUser is dropped by validateInput: the server decides who a message is from.
  router.post('/chat', async (req, res) => {
    const input = await validateInput(ChatMessageInput, req.body);
    res
      .status(201)
      .json(await chat.send(input, { clientIp: req.ip, userAgent: req.get('user-agent') }));
  });

  // The visitor's vote on one assistant reply of their session: { "helpful": true | false }.
  router.post('/chat/:sessionId/messages/:messageId/rating', async (req, res) => {
    const args = await validateInput(RateReplyArgs, { ...req.body, ...req.params });
    res.json(await chat.rate(args, { clientIp: req.ip }));
  });

  return router;
}
