import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addedRoute } from '../../plugins/additions';
import { notFound } from '../../plugins/http-errors';
import { badgeOf, badgeSvg } from './badge';

// Any other name is a file that does not exist (404), not a bad request.
const Params = Type.Object({ file: Type.String({ maxLength: 64 }) });

/**
 * The files the demo condos' `logo_url` points at, as a CDN serves a real condo's logo. An addition (the spec has no
 * such path; the spec profile answers 404 and the console shows the logo's alt text and a PDF cover without it), and
 * not an API call the console makes, so it is kept out of the OpenAPI document. Public, like any image URL, and a
 * function of its file name only: it reads no data.
 */
const demoLogoRoutes: FastifyPluginAsyncTypebox<{ demoLogos: boolean }> = async (app, { demoLogos }) => {
  if (!demoLogos) return;
  app.get(
    '/demo_logos/:file',
    {
      logLevel: 'warn',
      schema: {
        ...addedRoute('The demo data’s logo files; the spec’s condos carry their own logo URLs'),
        hide: true,
        params: Params,
      },
    },
    async (request, reply) => {
      const badge = badgeOf(request.params.file);
      if (!badge) throw notFound();
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(badgeSvg(badge));
    },
  );
};

export default demoLogoRoutes;
