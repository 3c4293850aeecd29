import { DOCUMENT_ANSWERS_ELEMENT_ID } from '@comanda/api';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerReads, answersElement, MAX_EMBEDDED_ANSWER_BYTES } from '../src/http/document-answers.ts';
import type { AppEnv } from '../src/http/env.ts';

describe("a document's answers to its page's first reads", () => {
  it('carries JSON answers of 200 only, and no answer too long for a document', async () => {
    const app = new Hono<AppEnv>()
      .get('/small', (c) => c.json({ name: 'Pizzas' }))
      .get('/missing', (c) => c.json({ message: 'No existe' }, 404))
      .get('/text', (c) => c.text('hola'))
      .get('/long', (c) => c.json({ text: 'x'.repeat(MAX_EMBEDDED_ANSWER_BYTES) }));
    const page = new Request('http://localhost/menu/palermo-centro');
    expect(await answerReads(app, page, ['/small', '/missing', '/text', '/long'])).toEqual({
      answers: { '/small': { name: 'Pizzas' } },
      unanswered: ['/missing', '/text', '/long'],
    });
  });

  it("asks each read from the page's origin, as the page's browser would", async () => {
    const app = new Hono<AppEnv>().get('/where', (c) =>
      c.json({ host: new URL(c.req.url).host, forwarded: c.req.header('x-forwarded-host') ?? null }),
    );
    const direct = new Request('http://127.0.0.1:8183/logistics/tracking/order/a/b');
    expect((await answerReads(app, direct, ['/where'])).answers).toEqual({
      '/where': { host: '127.0.0.1:8183', forwarded: null },
    });
    const proxied = new Request('http://10.0.0.5:8080/x', { headers: { 'X-Forwarded-Host': 'pedidos.example.com' } });
    expect((await answerReads(app, proxied, ['/where'])).answers).toEqual({
      '/where': { host: '10.0.0.5:8080', forwarded: 'pedidos.example.com' },
    });
  });

  it('writes them so that no text in an answer can end the element or start markup', () => {
    const name = '</script><script>alert(1)</script><!--';
    const element = answersElement({ '/api/menu': { name } }) ?? '';
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).not.toContain('<!--');
    const json = element.replace(`<script type="application/json" id="${DOCUMENT_ANSWERS_ELEMENT_ID}">`, '');
    expect(JSON.parse(json.replace(/<\/script>$/, ''))).toEqual({ '/api/menu': { name } });
    expect(answersElement({})).toBeNull();
  });
});
