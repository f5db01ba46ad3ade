import type { FastifyPluginAsync } from 'fastify';
import { wishlistCartRoutes } from './wishlistCart';
import { wishlistEditRoutes } from './wishlistEdits';
import { wishlistPageRoutes } from './wishlistPages';
import { wishlistRoutes } from './wishlists';

/** Wishlists and birth lists (issue 16): W1-W13, C11 and create (ours). */
export const wishlistDomain: FastifyPluginAsync = async (app) => {
  await app.register(wishlistRoutes);
  await app.register(wishlistEditRoutes);
  await app.register(wishlistPageRoutes);
  await app.register(wishlistCartRoutes);
};
