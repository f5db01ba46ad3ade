/*
 * A small stand-in for the Google Maps JavaScript API, served by Playwright in place of
 * https://maps.googleapis.com/maps/api/js (e2e/support/mapsStandIn.ts). It implements, honestly
 * but without tiles, the parts @react-google-maps/api and features/maps use: Map, Marker,
 * InfoWindow, LatLng, LatLngBounds, Size, Point, event, MapTypeId, places.Autocomplete and
 * Geocoder (over a few known places). Markers are buttons titled like the marker, placed by a Web
 * Mercator projection of their position; a marker outside the visible bounds is hidden, so a
 * test can tell whether the map was fitted. Calls on maps are recorded on window.__mapsStandIn.
 * Like the real script it reads its own URL and calls the loader's callback when ready.
 */
(function standIn() {
  'use strict';
  const script = document.currentScript;
  const params = new URL(script ? script.src : location.href).searchParams;
  const calls = [];
  window.__mapsStandIn = { calls, params: Object.fromEntries(params.entries()) };
  const record = (on, call, value) => calls.push({ on, call, value: plain(value) });
  function plain(value) {
    if (value && typeof value.toJSON === 'function') return value.toJSON();
    if (value === undefined) return null;
    return JSON.parse(JSON.stringify(value));
  }

  // ---- events ---------------------------------------------------------------------------
  const registry = new WeakMap();
  function handlers(target, name) {
    if (!registry.has(target)) registry.set(target, new Map());
    const byName = registry.get(target);
    if (!byName.has(name)) byName.set(name, new Set());
    return byName.get(name);
  }
  const event = {
    addListener(target, name, fn) {
      const set = handlers(target, name);
      const entry = { fn };
      set.add(entry);
      return { remove: () => set.delete(entry) };
    },
    addListenerOnce(target, name, fn) {
      const handle = event.addListener(target, name, function once(...args) {
        handle.remove();
        fn.apply(this, args);
      });
      return handle;
    },
    removeListener(handle) {
      if (handle) handle.remove();
    },
    clearListeners(target, name) {
      if (registry.has(target)) registry.get(target).delete(name);
    },
    clearInstanceListeners(target) {
      registry.delete(target);
    },
    trigger(target, name, ...args) {
      if (!registry.has(target) || !registry.get(target).has(name)) return;
      for (const entry of [...registry.get(target).get(name)]) entry.fn.apply(target, args);
    },
  };

  // ---- values -----------------------------------------------------------------------------
  class LatLng {
    constructor(lat, lng) {
      if (typeof lat === 'object' && lat !== null) {
        lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng;
        lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat;
      }
      this._lat = Number(lat);
      this._lng = Number(lng);
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
    equals(other) {
      return !!other && other.lat() === this._lat && other.lng() === this._lng;
    }
    toJSON() {
      return { lat: this._lat, lng: this._lng };
    }
    toString() {
      return `(${this._lat}, ${this._lng})`;
    }
  }
  const toLatLng = (value) => (value instanceof LatLng ? value : new LatLng(value));

  class LatLngBounds {
    constructor(sw, ne) {
      this.south = Infinity;
      this.west = Infinity;
      this.north = -Infinity;
      this.east = -Infinity;
      if (sw) this.extend(sw);
      if (ne) this.extend(ne);
    }
    extend(point) {
      const p = toLatLng(point);
      this.south = Math.min(this.south, p.lat());
      this.north = Math.max(this.north, p.lat());
      this.west = Math.min(this.west, p.lng());
      this.east = Math.max(this.east, p.lng());
      return this;
    }
    isEmpty() {
      return this.south > this.north;
    }
    getCenter() {
      return new LatLng((this.south + this.north) / 2, (this.west + this.east) / 2);
    }
    getNorthEast() {
      return new LatLng(this.north, this.east);
    }
    getSouthWest() {
      return new LatLng(this.south, this.west);
    }
    contains(point) {
      const p = toLatLng(point);
      return (
        p.lat() >= this.south &&
        p.lat() <= this.north &&
        p.lng() >= this.west &&
        p.lng() <= this.east
      );
    }
    union(other) {
      if (!other.isEmpty()) this.extend(other.getSouthWest()).extend(other.getNorthEast());
      return this;
    }
    toJSON() {
      return { south: this.south, west: this.west, north: this.north, east: this.east };
    }
  }

  class Size {
    constructor(width, height) {
      this.width = width;
      this.height = height;
    }
  }
  class Point {
    constructor(x, y) {
      this.x = x;
      this.y = y;
    }
  }

  // ---- MVC objects: set/get with <key>_changed, and setX/getX for the listed keys ------------
  class MVCObject {
    constructor() {
      this._values = {};
    }
    get(key) {
      return this._values[key];
    }
    set(key, value) {
      this._values[key] = value;
      this.changed(key);
      event.trigger(this, `${key.toLowerCase()}_changed`);
    }
    setValues(values) {
      for (const [key, value] of Object.entries(values || {})) this.set(key, value);
    }
    setOptions(options) {
      this.setValues(options);
    }
    changed() {}
    notify(key) {
      event.trigger(this, `${key.toLowerCase()}_changed`);
    }
  }
  function accessors(Class, keys) {
    for (const key of keys) {
      const name = key[0].toUpperCase() + key.slice(1);
      if (!Class.prototype[`set${name}`]) {
        Class.prototype[`set${name}`] = function setKey(value) {
          this.set(key, value);
        };
      }
      if (!Class.prototype[`get${name}`]) {
        Class.prototype[`get${name}`] = function getKey() {
          return this.get(key);
        };
      }
    }
  }

  // ---- projection (Web Mercator, 256 px tiles) ---------------------------------------------
  const TILE = 256;
  function world(latLng, zoom) {
    const scale = TILE * 2 ** zoom;
    const sin = Math.min(Math.max(Math.sin((latLng.lat() * Math.PI) / 180), -0.9999), 0.9999);
    return {
      x: ((latLng.lng() + 180) / 360) * scale,
      y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
    };
  }

  const MapTypeId = {
    ROADMAP: 'roadmap',
    SATELLITE: 'satellite',
    HYBRID: 'hybrid',
    TERRAIN: 'terrain',
  };

  class StandInMap extends MVCObject {
    constructor(div, options = {}) {
      super();
      this._div = div;
      this._markers = new Set();
      this._windows = new Set();
      this._frame = document.createElement('div');
      this._frame.className = 'gm-standin';
      this._frame.style.cssText =
        'position:relative;width:100%;height:100%;min-height:200px;overflow:hidden;background:#e5e3df;';
      this._markerLayer = document.createElement('div');
      this._popupLayer = document.createElement('div');
      this._frame.append(this._markerLayer, this._popupLayer);
      div.append(this._frame);
      this.controls = [];
      this.mapTypes = { set() {} };
      const { center, zoom, mapTypeId, ...rest } = options;
      record('map', 'new', { center, zoom, mapTypeId });
      this._values = { ...rest };
      this._values.zoom = zoom === undefined ? 0 : zoom;
      this._values.mapTypeId = mapTypeId === undefined ? MapTypeId.ROADMAP : mapTypeId;
      this._values.center = center === undefined ? new LatLng(0, 0) : toLatLng(center);
      window.__mapsStandIn.map = this;
    }
    getDiv() {
      return this._div;
    }
    setOptions(options = {}) {
      record('map', 'setOptions', options);
      const { center, zoom, mapTypeId, ...rest } = options;
      Object.assign(this._values, rest);
      if (center !== undefined) this.setCenter(center);
      if (zoom !== undefined) this.setZoom(zoom);
      if (mapTypeId !== undefined) this.setMapTypeId(mapTypeId);
    }
    setCenter(center) {
      record('map', 'setCenter', toLatLng(center));
      this.set('center', toLatLng(center));
    }
    getCenter() {
      return this.get('center');
    }
    panTo(center) {
      record('map', 'panTo', toLatLng(center));
      this.set('center', toLatLng(center));
    }
    setZoom(zoom) {
      record('map', 'setZoom', zoom);
      this.set('zoom', zoom);
    }
    getZoom() {
      return this.get('zoom');
    }
    setMapTypeId(id) {
      record('map', 'setMapTypeId', id);
      this.set('mapTypeId', id);
    }
    getMapTypeId() {
      return this.get('mapTypeId');
    }
    setClickableIcons(value) {
      this._values.clickableIcons = value;
    }
    size() {
      return { width: this._frame.clientWidth || 400, height: this._frame.clientHeight || 300 };
    }
    /** The largest zoom at which the bounds (with Google's small margin) fit the div. */
    fitBounds(bounds, padding = 0) {
      const box =
        bounds instanceof LatLngBounds
          ? bounds
          : new LatLngBounds()
              .extend({ lat: bounds.south, lng: bounds.west })
              .extend({ lat: bounds.north, lng: bounds.east });
      record('map', 'fitBounds', box);
      const { width, height } = this.size();
      const pad = typeof padding === 'number' ? padding : 0;
      let zoom = 21;
      for (; zoom > 0; zoom -= 1) {
        const sw = world(box.getSouthWest(), zoom);
        const ne = world(box.getNorthEast(), zoom);
        if (ne.x - sw.x <= width - 2 * pad - 40 && sw.y - ne.y <= height - 2 * pad - 40) break;
      }
      this._values.zoom = zoom;
      this.set('center', box.getCenter());
      event.trigger(this, 'zoom_changed');
    }
    getBounds() {
      const { width, height } = this.size();
      const zoom = this.getZoom();
      const c = world(this.getCenter(), zoom);
      const scale = TILE * 2 ** zoom;
      const unproject = (x, y) => {
        const n = Math.PI - (2 * Math.PI * y) / scale;
        return new LatLng((180 / Math.PI) * Math.atan(Math.sinh(n)), (x / scale) * 360 - 180);
      };
      return new LatLngBounds(
        unproject(c.x - width / 2, c.y + height / 2),
        unproject(c.x + width / 2, c.y - height / 2),
      );
    }
    /** Moves the view by pixels (positive x: the map content goes left). */
    panBy(x, y) {
      record('map', 'panBy', { x, y });
      const zoom = this.getZoom();
      const scale = TILE * 2 ** zoom;
      const c = world(this.getCenter(), zoom);
      const n = Math.PI - (2 * Math.PI * (c.y + y)) / scale;
      this.set(
        'center',
        new LatLng((180 / Math.PI) * Math.atan(Math.sinh(n)), ((c.x + x) / scale) * 360 - 180),
      );
    }
    /** Like Google's auto-pan: the view moves so that an opened popup is inside the map. */
    panToShow(element, margin = 10) {
      const frame = this._frame.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      let x = 0;
      let y = 0;
      if (box.top < frame.top + margin) y = box.top - frame.top - margin;
      else if (box.bottom > frame.bottom - margin) y = box.bottom - frame.bottom + margin;
      if (box.left < frame.left + margin) x = box.left - frame.left - margin;
      else if (box.right > frame.right - margin) x = box.right - frame.right + margin;
      if (x || y) this.panBy(x, y);
    }
    /** Pixel position of a point inside the div. */
    pixel(latLng) {
      const { width, height } = this.size();
      const zoom = this.getZoom();
      const c = world(this.getCenter(), zoom);
      const p = world(toLatLng(latLng), zoom);
      return { x: width / 2 + p.x - c.x, y: height / 2 + p.y - c.y };
    }
    changed() {
      this.layout();
    }
    layout() {
      if (!this._markers) return;
      for (const marker of this._markers) marker.draw();
      for (const popup of this._windows) popup.draw();
    }
  }

  const DEFAULT_PIN = `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="22" height="32"><path d="M11 0C5 0 0 5 0 11c0 8 11 21 11 21s11-13 11-21C22 5 17 0 11 0z" fill="#ea4335"/></svg>',
  )}`;

  class Marker extends MVCObject {
    constructor(options = {}) {
      super();
      this._button = document.createElement('button');
      this._button.type = 'button';
      this._button.className = 'gm-standin-marker';
      this._button.style.cssText =
        'position:absolute;padding:0;border:0;background:none;cursor:pointer;line-height:0;';
      this._image = document.createElement('img');
      this._image.alt = '';
      this._button.append(this._image);
      this._button.addEventListener('click', () =>
        event.trigger(this, 'click', { latLng: this.getPosition() }),
      );
      this.setValues(options);
    }
    changed(key) {
      if (key === 'map') this.attach();
      this.draw();
    }
    setPosition(position) {
      this.set('position', position ? toLatLng(position) : null);
    }
    attach() {
      const map = this.get('map');
      if (this._on && this._on !== map) {
        this._on._markers.delete(this);
        this._button.remove();
      }
      this._on = map || null;
      if (map) {
        map._markers.add(this);
        map._markerLayer.append(this._button);
      }
    }
    draw() {
      const map = this._on;
      if (!map) return;
      const title = this.get('title') || '';
      this._button.title = title;
      this._button.setAttribute('aria-label', title);
      const icon = this.get('icon');
      const url = !icon ? DEFAULT_PIN : typeof icon === 'string' ? icon : icon.url;
      const size = icon && icon.scaledSize ? icon.scaledSize : icon && icon.size;
      if (this._image.getAttribute('src') !== url) this._image.src = url;
      this._image.width = size ? size.width : 22;
      this._image.height = size ? size.height : 32;
      const anchor =
        icon && icon.anchor ? icon.anchor : { x: this._image.width / 2, y: this._image.height };
      const position = this.get('position');
      const zIndex = this.get('zIndex');
      this._button.style.zIndex = zIndex === undefined ? '' : String(zIndex);
      const inView = position && map.getBounds().contains(position);
      this._button.hidden = !inView || this.get('visible') === false;
      if (!position) return;
      const { x, y } = map.pixel(position);
      this._button.style.left = `${x - anchor.x}px`;
      this._button.style.top = `${y - anchor.y}px`;
    }
  }
  accessors(Marker, [
    'map',
    'position',
    'icon',
    'title',
    'visible',
    'zIndex',
    'clickable',
    'cursor',
    'draggable',
    'label',
    'opacity',
    'shape',
    'animation',
  ]);

  class InfoWindow extends MVCObject {
    constructor(options = {}) {
      super();
      this._box = document.createElement('div');
      this._box.className = 'gm-standin-popup';
      this._box.setAttribute('role', 'dialog');
      this._box.style.cssText =
        'position:absolute;z-index:10;background:#fff;color:#212529;padding:8px 32px 8px 12px;border-radius:8px;box-shadow:0 2px 7px rgba(0,0,0,.3);max-width:280px;transform:translate(-50%,-100%);';
      this._body = document.createElement('div');
      this._close = document.createElement('button');
      this._close.type = 'button';
      this._close.textContent = '×';
      // Google names the button in the page's language.
      const closeNames = { fr: 'Fermer', nl: 'Sluiten' };
      this._close.setAttribute('aria-label', closeNames[params.get('language')] || 'Close');
      this._close.style.cssText =
        'position:absolute;top:2px;right:4px;border:0;background:none;font-size:20px;line-height:1;color:#333;';
      this._close.addEventListener('click', () => {
        this.close();
        event.trigger(this, 'closeclick');
      });
      this._box.append(this._body, this._close);
      this.setValues(options);
    }
    setPosition(position) {
      this.set('position', position ? toLatLng(position) : null);
    }
    setContent(content) {
      this.set('content', content);
    }
    changed(key) {
      if (key === 'content') {
        const content = this.get('content');
        if (typeof content === 'string') this._body.innerHTML = content;
        else this._body.replaceChildren(content);
        event.trigger(this, 'content_changed');
      }
      if (key === 'ariaLabel') this._box.setAttribute('aria-label', this.get('ariaLabel') || '');
      this.draw();
    }
    open(target, anchor) {
      const options =
        target && !(target instanceof StandInMap) && target.map ? target : { map: target, anchor };
      this.close();
      this._map = options.map;
      this._anchor = options.anchor || null;
      record('infoWindow', 'open', this._anchor ? this._anchor.getPosition() : this.getPosition());
      this._map._windows.add(this);
      this._map._popupLayer.append(this._box);
      this.draw();
      if (!this.get('disableAutoPan')) this._map.panToShow(this._box);
      setTimeout(() => event.trigger(this, 'domready'), 0);
    }
    close() {
      if (!this._map) return;
      record('infoWindow', 'close', null);
      this._map._windows.delete(this);
      this._box.remove();
      this._map = null;
    }
    isOpen() {
      return !!this._map;
    }
    draw() {
      if (!this._map) return;
      const position = this._anchor ? this._anchor.getPosition() : this.getPosition();
      if (!position) return;
      const { x, y } = this._map.pixel(position);
      const offset = this.get('pixelOffset');
      this._box.style.left = `${x + (offset ? offset.width : 0)}px`;
      this._box.style.top = `${y + (offset ? offset.height : 0)}px`;
    }
  }
  accessors(InfoWindow, ['position', 'content', 'zIndex']);

  // ---- places and geocoding over a small gazetteer ------------------------------------------
  const component = (long_name, types, short_name = long_name) => ({
    long_name,
    short_name,
    types,
  });
  const PLACES = [
    {
      id: 'standin-bxl-neuve',
      country: 'BE',
      text: 'Rue Neuve 111, 1000 Bruxelles, Belgique',
      lat: 50.8512,
      lng: 4.3557,
      types: ['street_address'],
      parts: [
        component('111', ['street_number']),
        component('Rue Neuve', ['route']),
        component('Bruxelles', ['locality', 'political']),
        component('1000', ['postal_code']),
      ],
    },
    {
      id: 'standin-bxl-grand-place',
      country: 'BE',
      text: 'Grand-Place, Bruxelles, Belgique',
      lat: 50.8467,
      lng: 4.3525,
      types: ['tourist_attraction', 'point_of_interest'],
      parts: [
        component('Grand-Place', ['route']),
        component('Bruxelles', ['locality', 'political']),
      ],
    },
    {
      id: 'standin-antwerpen-meir',
      country: 'BE',
      text: 'Meir 78, 2000 Antwerpen, België',
      lat: 51.2186,
      lng: 4.4086,
      types: ['street_address'],
      parts: [
        component('78', ['street_number']),
        component('Meir', ['route']),
        component('Antwerpen', ['locality', 'political']),
        component('2000', ['postal_code']),
      ],
    },
    {
      id: 'standin-gent-veldstraat',
      country: 'BE',
      text: 'Veldstraat 52, 9000 Gent, België',
      lat: 51.0517,
      lng: 3.7224,
      types: ['street_address'],
      parts: [
        component('52', ['street_number']),
        component('Veldstraat', ['route']),
        component('Gent', ['locality', 'political']),
        component('9000', ['postal_code']),
      ],
    },
    {
      id: 'standin-liege-cathedrale',
      country: 'BE',
      text: 'Rue de la Cathédrale 50, 4000 Liège, Belgique',
      lat: 50.6409,
      lng: 5.5718,
      types: ['street_address'],
      parts: [
        component('50', ['street_number']),
        component('Rue de la Cathédrale', ['route']),
        component('Liège', ['locality', 'political']),
        component('4000', ['postal_code']),
      ],
    },
    {
      id: 'standin-amsterdam-damrak',
      country: 'NL',
      text: 'Damrak 1, 1012 LG Amsterdam, Nederland',
      lat: 52.3764,
      lng: 4.8968,
      types: ['street_address'],
      parts: [
        component('1', ['street_number']),
        component('Damrak', ['route']),
        component('Amsterdam', ['locality', 'political']),
        component('1012 LG', ['postal_code']),
      ],
    },
    {
      id: 'standin-rotterdam-coolsingel',
      country: 'NL',
      text: 'Coolsingel 40, 3011 AD Rotterdam, Nederland',
      lat: 51.9225,
      lng: 4.4792,
      types: ['street_address'],
      parts: [
        component('40', ['street_number']),
        component('Coolsingel', ['route']),
        component('Rotterdam', ['locality', 'political']),
        component('3011 AD', ['postal_code']),
      ],
    },
  ];
  window.__mapsStandIn.places = PLACES.map(({ id, text, country }) => ({ id, text, country }));

  function asResult(place) {
    return {
      address_components: place.parts.map((p) => ({ ...p, types: [...p.types] })),
      formatted_address: place.text,
      geometry: { location: new LatLng(place.lat, place.lng) },
      name: place.text.split(',')[0],
      place_id: place.id,
      types: [...place.types],
      partial_match: false,
      postcode_localities: [],
    };
  }
  const fold = (text) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const inCountry = (place, restriction) => {
    const wanted = restriction && restriction.country;
    if (!wanted) return true;
    const list = (Array.isArray(wanted) ? wanted : [wanted]).map((c) => c.toUpperCase());
    return list.includes(place.country);
  };
  const matching = (text, restriction) =>
    PLACES.filter(
      (place) => inCountry(place, restriction) && fold(place.text).includes(fold(text.trim())),
    );
  function distanceKm(a, b) {
    const rad = Math.PI / 180;
    const h =
      Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
      Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
    return 2 * 6371 * Math.asin(Math.sqrt(h));
  }

  class MapsRequestError extends Error {
    constructor(code, endpoint) {
      super(`${endpoint}: ${code}`);
      this.code = code;
      this.endpoint = endpoint;
    }
  }

  /** Addresses by text (in the restricted country), positions by the nearest known addresses. */
  class Geocoder {
    geocode(request, callback) {
      record('geocoder', 'geocode', request);
      let results = [];
      if (request.address) {
        results = matching(request.address, request.componentRestrictions).map(asResult);
      } else if (request.location) {
        const at = toLatLng(request.location).toJSON();
        results = PLACES.filter((p) => p.parts.some((c) => c.types.includes('postal_code')))
          .map((p) => ({ p, d: distanceKm(at, p) }))
          .filter(({ d }) => d <= 25)
          .sort((x, y) => x.d - y.d)
          .map(({ p }) => asResult(p));
      }
      const status = results.length ? 'OK' : 'ZERO_RESULTS';
      if (callback) setTimeout(() => callback(status === 'OK' ? results : null, status), 0);
      return new Promise((resolve, reject) =>
        setTimeout(
          () =>
            status === 'OK'
              ? resolve({ results })
              : reject(new MapsRequestError(status, 'GEOCODER_GEOCODE')),
          0,
        ),
      );
    }
  }

  /** Suggestions under the input (a listbox, like Google's .pac-container), filtered by country. */
  class Autocomplete extends MVCObject {
    constructor(input, options = {}) {
      super();
      this._input = input;
      this._place = undefined;
      this._active = -1;
      this._list = document.createElement('ul');
      this._list.className = 'pac-container';
      this._list.setAttribute('role', 'listbox');
      this._list.id = `${input.id || 'pac'}-standin-list`;
      this._list.setAttribute('aria-label', 'Suggestions');
      this._list.hidden = true;
      this._list.style.cssText =
        'position:absolute;z-index:20;left:0;right:0;margin:0;padding:0;list-style:none;background:#fff;border:1px solid #ccc;';
      input.setAttribute('role', 'combobox');
      input.setAttribute('aria-autocomplete', 'list');
      input.setAttribute('aria-expanded', 'false');
      input.setAttribute('aria-controls', this._list.id);
      input.after(this._list);
      input.addEventListener('input', () => this.suggest());
      input.addEventListener('keydown', (e) => this.key(e));
      input.addEventListener('blur', () => setTimeout(() => this.hide(), 150));
      this.setValues(options);
      record('autocomplete', 'new', options);
    }
    setComponentRestrictions(restrictions) {
      record('autocomplete', 'setComponentRestrictions', restrictions);
      this.set('componentRestrictions', restrictions);
    }
    getPlace() {
      return this._place;
    }
    suggest() {
      const text = this._input.value;
      this._found = text.trim().length ? matching(text, this.get('componentRestrictions')) : [];
      this._active = -1;
      this._list.replaceChildren(
        ...this._found.map((place, index) => {
          const item = document.createElement('li');
          item.id = `${this._list.id}-${index}`;
          item.setAttribute('role', 'option');
          item.setAttribute('aria-selected', 'false');
          item.textContent = place.text;
          item.style.cssText = 'padding:4px 8px;cursor:pointer;';
          item.addEventListener('mousedown', (e) => e.preventDefault());
          item.addEventListener('click', () => this.pick(place));
          return item;
        }),
      );
      this._list.hidden = this._found.length === 0;
      this._input.setAttribute('aria-expanded', String(!this._list.hidden));
    }
    key(e) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (this._list.hidden) return;
        e.preventDefault();
        const n = this._found.length;
        this._active = (this._active + (e.key === 'ArrowDown' ? 1 : -1) + n) % n;
        [...this._list.children].forEach((li, i) =>
          li.setAttribute('aria-selected', String(i === this._active)),
        );
        this._input.setAttribute('aria-activedescendant', `${this._list.id}-${this._active}`);
      } else if (e.key === 'Enter') {
        e.preventDefault();
        const place = this._found && this._found[this._active];
        if (place) this.pick(place);
        else {
          // Like Google: Enter without a suggestion gives the text alone.
          this.hide();
          this._place = { name: this._input.value };
          event.trigger(this, 'place_changed');
        }
      } else if (e.key === 'Escape') this.hide();
    }
    pick(place) {
      this.hide();
      const result = asResult(place);
      const fields = this.get('fields');
      this._place = fields
        ? Object.fromEntries(Object.entries(result).filter(([k]) => fields.includes(k)))
        : result;
      this._input.value = place.text;
      record('autocomplete', 'place_changed', place.id);
      event.trigger(this, 'place_changed');
    }
    hide() {
      this._list.hidden = true;
      this._input.setAttribute('aria-expanded', 'false');
      this._input.removeAttribute('aria-activedescendant');
    }
  }
  accessors(Autocomplete, ['bounds', 'fields', 'types', 'componentRestrictions']);

  // ---- the namespace, importLibrary, and the loader's callback ------------------------------
  const google = (window.google = window.google || {});
  const maps = (google.maps = google.maps || {});
  Object.assign(maps, {
    version: 'stand-in',
    Map: StandInMap,
    Marker,
    InfoWindow,
    LatLng,
    LatLngBounds,
    Size,
    Point,
    MVCObject,
    MapTypeId,
    Animation: { BOUNCE: 1, DROP: 2 },
    Geocoder,
    GeocoderStatus: { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' },
    MapsRequestError,
    event,
    places: { Autocomplete },
  });
  maps.importLibrary = (name) => {
    record('loader', 'importLibrary', name);
    return Promise.resolve(name === 'places' ? maps.places : maps);
  };
  const callback = params.get('callback');
  if (callback) {
    const fn = callback.split('.').reduce((at, key) => (at ? at[key] : undefined), window);
    if (typeof fn === 'function') setTimeout(fn, 0);
  }
})();
