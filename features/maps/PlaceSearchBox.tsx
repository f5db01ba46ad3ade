import { GazetteerPlaceBox } from './GazetteerPlaceBox';
import { GooglePlaceBox } from './GooglePlaceBox';
import { MapsScript } from './MapsScript';
import { useMapsAccess } from './useMapsAccess';
import type { PlaceSearchBoxProps } from './types';
import './maps.scss';

/**
 * The pickup search's address box: Google Places when the key, the consent and the script allow
 * it; the server's gazetteer otherwise (and while the script loads), so the search always works.
 */
export function PlaceSearchBox(props: PlaceSearchBoxProps) {
  const access = useMapsAccess();
  if (access.state !== 'allowed') return <GazetteerPlaceBox {...props} />;
  return (
    <MapsScript apiKey={access.key}>
      {(status) =>
        status === 'ready' ? <GooglePlaceBox {...props} /> : <GazetteerPlaceBox {...props} />
      }
    </MapsScript>
  );
}

export default PlaceSearchBox;
