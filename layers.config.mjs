/**
 * The layers and the features' allowed pairs, in one place (docs/ARCHITECTURE.md "Layers").
 * eslint.config.mjs turns them into import-x/no-restricted-paths zones, so `npm run lint` (and
 * so `npm test`) fails on an import against the direction:
 *
 *   rules/     values and pure rules both sides use          imports nothing of ours
 *   api/       RTK Query slice + contract (TypeBox schemas)  rules/, base/
 *   base/      shared client base (i18n, config, ui, dom,    rules/, api/
 *              events, ui slice, typed hooks, forms, site)
 *   features/  one folder per feature                        rules/, api/, base/, and another
 *                                                            feature's index.ts when listed below
 *   src/, store/  the app layer: boot, router, shell, pages, store setup, listener registry
 *   server/    Fastify                                       rules/, api/contract/
 */

/** Which features a feature may import, always through the other's public index.ts. */
export const FEATURE_DEPENDENCIES = {
  analytics: ['consent'],
  account: ['addresses', 'assets'],
  cart: ['coupons', 'currency', 'pickup'],
  catalog: ['navigation', 'wishlist'],
  checkout: ['account', 'addresses', 'coupons', 'pickup'],
  forms: ['assets'],
  maps: ['consent'],
  media: ['consent'],
  navigation: ['content'],
  news: ['content'],
  pickup: ['maps'],
  product: ['catalog', 'wishlist'],
  refunds: ['assets'],
  search: ['navigation'],
  wishlist: ['account'],
};

const CLIENT_APP = ['./src', './store'];
const CLIENT = ['./base', './features', ...CLIENT_APP];

const featureZones = (features) =>
  features.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [
      `./${feature}`,
      ...(FEATURE_DEPENDENCIES[feature] ?? []).map((d) => `./${d}/index.ts`),
    ],
    message: `A feature imports another only through its index.ts, and only the pairs listed in layers.config.mjs.`,
  }));

/** @param {string[]} features every folder of features/ */
export function layerZonesFor(features) {
  return [
    {
      target: './server',
      from: [...CLIENT, './api'],
      except: ['./contract'],
      message: 'The server uses rules/ and api/contract/ only.',
    },
    {
      target: './rules',
      from: ['./server', './api', ...CLIENT],
      message: 'rules/ is isomorphic: no React, Redux, server or client code.',
    },
    {
      target: './api',
      from: ['./server', './features', ...CLIENT_APP],
      message: 'api/ imports no feature and no app layer (announce with a broadcast instead).',
    },
    {
      target: './api/contract',
      from: ['./base', './api'],
      except: ['./contract'],
      message: 'The contract is shared with the server: no client code (base/ or the api slice).',
    },
    {
      target: './base',
      from: ['./server', './features', ...CLIENT_APP],
      message: 'The shared base imports no feature and no app layer.',
    },
    {
      target: './features',
      from: ['./server', ...CLIENT_APP],
      message: 'Features never import the app layer (src/, store/).',
    },
    ...featureZones(features),
  ];
}

import { readdirSync } from 'node:fs';
import path from 'node:path';

const featureFolders = readdirSync(path.join(import.meta.dirname, 'features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const layerZones = layerZonesFor(featureFolders);
