import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountPicture, AccountPictureRequest } from '../../../api/contract/accountPicture';
import { NoQuery } from '../../../api/contract/common';
import {
  profilePicture,
  removeProfilePicture,
  setProfilePicture,
} from '../../services/account/picture';
import { viewerOf } from '../assets/common';
import { customerOf, sendRefusal, signedIn } from './common';

/** The profile picture (ours, issue 18): read, keep an upload as the picture, remove it. */
export const pictureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;
  const schema = (summary: string) => ({
    tags: ['account'],
    summary,
    querystring: NoQuery,
    response: { 200: AccountPicture, ...signedIn },
  });

  app.get(
    '/api/v1/account/picture',
    {
      schema: schema('Profile picture (ours): the customer’s square picture, or null'),
      preHandler: app.requireCustomer,
    },
    async (request) => profilePicture(app.db, customerOf(request).id, appBase),
  );

  app.put(
    '/api/v1/account/picture',
    {
      schema: {
        ...schema(
          'Profile picture (ours): keeps an upload of this session (tmpName) as the picture; 404 unknown, expired or foreign upload, 400 not a square image',
        ),
        body: AccountPictureRequest,
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const customerId = customerOf(request).id;
      const outcome = await setProfilePicture(app.db, {
        owner: { sessionId: viewerOf(request).sessionId, customerId },
        request: request.body,
        appBase,
        t: request.t,
      });
      return outcome.ok ? outcome.value : sendRefusal(reply, outcome.refusal);
    },
  );

  app.delete(
    '/api/v1/account/picture',
    {
      schema: schema('Profile picture (ours): removes it'),
      preHandler: app.requireCustomer,
    },
    async (request) => {
      await removeProfilePicture(app.db, customerOf(request).id);
      return { Picture: null };
    },
  );
};
