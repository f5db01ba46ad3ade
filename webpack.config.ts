import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { CHUNK_LOAD_TIMEOUT_MS } from './base/site/constants';

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  const root = __dirname;
  return {
    mode: production ? 'production' : 'development',
    entry: {
      // publicPath.ts first: it points webpack at {app}/assets/ before any chunk is asked for.
      main: [path.join(root, 'src/publicPath.ts'), path.join(root, 'src/index.tsx')],
    },
    output: {
      path: path.join(root, 'dist/assets'),
      // The build's own addresses (index.html, the first chunks); under an APP_BASE the server
      // rewrites index.html's and src/publicPath.ts sets the run-time one for everything else.
      publicPath: '/assets/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@src': path.join(root, 'src'),
        '@store': path.join(root, 'store'),
        '@api': path.join(root, 'api'),
        '@features': path.join(root, 'features'),
        '@rules': path.join(root, 'rules'),
        '@base': path.join(root, 'base'),
        // redux-persist's CommonJS files beside its ES modules: the store imported both copies.
        'redux-persist/lib': path.join(root, 'node_modules/redux-persist/es'),
        // React Router 7's package exports only name its development build (warnings, checks);
        // its production build sits beside it (remix-run/react-router#12532). Both entry points
        // must move together, or the bundle holds two routers with two contexts.
        ...(production
          ? {
              'react-router$': path.join(
                root,
                'node_modules/react-router/dist/production/index.mjs',
              ),
              'react-router/dom$': path.join(
                root,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: {
                  react: { runtime: 'automatic', development: !production, refresh: false },
                },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.s?css$/,
          use: [
            production
              ? // Files a stylesheet names (fonts, pictures) relative to it: assets/ under any base.
                { loader: MiniCssExtractPlugin.loader, options: { publicPath: '' } }
              : 'style-loader',
            { loader: 'css-loader', options: { importLoaders: 1 } },
            {
              loader: 'sass-loader',
              options: {
                sassOptions: {
                  quietDeps: true,
                  silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
                },
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(root, 'public/index.html'),
        filename: production ? '../index.html' : 'index.html',
        scriptLoading: 'defer',
        // The server fills the template's markers (config comment, root element): keep it as written.
        minify: false,
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:10].css',
              chunkFilename: '[name].[contenthash:10].css',
            }),
            new CompressionPlugin({
              algorithm: 'gzip',
              test: /\.(js|css|svg)$/,
              threshold: 1024,
              filename: '[path][base].gz',
            }),
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              test: /\.(js|css|svg)$/,
              threshold: 1024,
              filename: '[path][base].br',
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: { chunks: 'async' },
      runtimeChunk: false,
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      hot: true,
      historyApiFallback: { index: '/assets/index.html' },
      proxy: [{ context: ['/api', '/healthz'], target: 'http://localhost:8080' }],
    },
  };
};
