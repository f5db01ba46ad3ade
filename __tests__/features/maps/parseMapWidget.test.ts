import { describe, expect, it } from '@jest/globals';
import { parseMapWidget } from '@features/maps/widget/parseMapWidget';
import { pages } from '../../../server/seed/data/pages';

const marker = (extra: Record<string, unknown> = {}) => ({
  id: 'a',
  title: 'Vitrine Gent',
  lat: 51.05,
  lng: 3.72,
  ...extra,
});
const markers = (...list: unknown[]) => JSON.stringify(list);

/** The map marker's attributes of a seeded page's HTML, as the widget host reads them. */
function seededAttributes(html: string): Record<string, string | undefined> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.querySelector<HTMLElement>('[data-widget="map"]');
  if (!element) throw new Error('no map marker');
  const { widget: _name, ...rest } = element.dataset;
  return rest;
}

describe('parseMapWidget (001 §3 "Map" from the marker\'s data attributes)', () => {
  it('reads centre, zoom, type, style, controls and markers', () => {
    const parsed = parseMapWidget({
      lat: '50.85',
      lng: '4.35',
      zoom: '9',
      mapType: 'SATELLITE',
      style: '[{"featureType":"poi","stylers":[{"visibility":"off"}]}]',
      controls: '{"zoom":true,"streetView":false}',
      markers: markers(
        marker({ icon: '/img/shop.png', content: '<p>Veldstraat 52</p>' }),
        marker({ id: 2, title: 'B' }),
      ),
    });
    expect(parsed).toEqual({
      ok: true,
      config: {
        center: { lat: 50.85, lng: 4.35 },
        zoom: 9,
        mapType: 'satellite',
        fitBounds: false,
        styles: [{ featureType: 'poi', stylers: [{ visibility: 'off' }] }],
        controls: { zoom: true, streetView: false },
        markers: [
          {
            id: 'a',
            title: 'Vitrine Gent',
            position: { lat: 51.05, lng: 3.72 },
            icon: '/img/shop.png',
            content: '<p>Veldstraat 52</p>',
          },
          { id: '2', title: 'B', position: { lat: 51.05, lng: 3.72 } },
        ],
      },
    });
  });

  it('defaults to zoom 13 and ROADMAP (001 §9), centres on the markers when no centre is given', () => {
    const parsed = parseMapWidget({
      markers: markers(marker({ lat: 50, lng: 4 }), marker({ id: 'b', lat: 51, lng: 5 })),
      fitBounds: 'true',
    });
    expect(parsed.ok && parsed.config).toMatchObject({
      center: { lat: 50.5, lng: 4.5 },
      zoom: 13,
      mapType: 'roadmap',
      fitBounds: true,
    });
  });

  it.each([
    ['a map with neither centre nor marker', {}, /data-lat/],
    ['a latitude out of range', { lat: '91', lng: '4' }, /data-lat/],
    ['a longitude that is not a number', { lat: '50', lng: 'east' }, /data-lng/],
    ['a zoom out of range', { lat: '50', lng: '4', zoom: '23' }, /data-zoom/],
    ['a zoom that is not whole', { lat: '50', lng: '4', zoom: '8.5' }, /data-zoom/],
    ['an unknown map type', { lat: '50', lng: '4', mapType: 'moon' }, /data-map-type/],
    ['markers that are not JSON', { markers: '[{lat:1}]' }, /not valid JSON/],
    ['markers that are not a list', { markers: '{"lat":1}' }, /JSON array/],
    ['a marker without title', { markers: markers(marker({ title: ' ' })) }, /no title/],
    ['a marker out of range', { markers: markers(marker({ lat: 100 })) }, /marker 0 lat/],
    ['a javascript: icon', { markers: markers(marker({ icon: 'javascript:alert(1)' })) }, /icon/],
    ['content that is not text', { markers: markers(marker({ content: 3 })) }, /content/],
    ['twice the same id', { markers: markers(marker(), marker()) }, /unique/],
    [
      'a style that is not a list of rules',
      { lat: '1', lng: '1', style: '[{"a":1}]' },
      /data-style/,
    ],
    ['an unknown control', { lat: '1', lng: '1', controls: '{"rotate":true}' }, /unknown control/],
    [
      'a control that is not a boolean',
      { lat: '1', lng: '1', controls: '{"zoom":"yes"}' },
      /true or false/,
    ],
  ])('reports %s instead of throwing', (_what, attributes, problem) => {
    const parsed = parseMapWidget(attributes);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem).toMatch(problem);
  });

  it.each(['fr', 'nl'] as const)(
    'reads the seeded shops page (%s): three shops with their popups, fitted, ROADMAP',
    (culture) => {
      const page = pages.find((p) => p.slug === 'shops');
      const parsed = parseMapWidget(seededAttributes(page![culture].html));
      if (!parsed.ok) throw new Error(parsed.problem);
      expect(parsed.config.markers.map((m) => m.id)).toEqual(['brussels', 'antwerp', 'ghent']);
      expect(parsed.config.markers.every((m) => m.content?.startsWith('<p>'))).toBe(true);
      expect(parsed.config).toMatchObject({ fitBounds: true, mapType: 'roadmap', zoom: 13 });
    },
  );
});
