import request, { type Response } from 'supertest';

/**
 * GET /healthz until it answers 200, at most ten tries 250 ms apart; the last answer. The ping
 * allows the database 1.5 s, as orchestrators expect, and a CI machine running other database
 * tests beside a server that just started can miss that once while its pool opens.
 */
export async function healthzWhenUp(url: string): Promise<Response> {
  let response = await request(url).get('/healthz');
  for (let attempt = 1; attempt < 10 && response.status !== 200; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    response = await request(url).get('/healthz');
  }
  return response;
}
