import type { MapPicture } from "./map-view";

/**
 * The map as it first looks, drawn by the server (decision 122): the tiles of its first view,
 * as backgrounds (a page hidden without JavaScript fetches none) and, on a place already
 * known, its marker. It is the page's picture at the first paint; the map's code comes when
 * the applicant reaches for it: the button, or a tap, which places the point there (both
 * handled by the location step's enhancements, which listen on the canvas).
 */
export function MapPreview({ picture, openLabel }: { picture: MapPicture; openLabel: string }) {
  return (
    <>
      {/* A picture for the pointer; the button below is the way in for the keyboard and screen readers. */}
      <div className="map-preview" aria-hidden="true">
        {picture.tiles.map((tile) => (
          <span
            key={`${tile.left},${tile.top}`}
            className={tile.wide ? "map-preview-tile wide" : "map-preview-tile"}
            style={{
              backgroundImage: `url("${tile.url}")`,
              left: `calc(50% + ${tile.left}px)`,
              top: `calc(50% + ${tile.top}px)`,
              width: picture.tileSize,
              height: picture.tileSize,
            }}
          />
        ))}
        {picture.marker ? (
          // Leaflet's marker, its tip on the centre.
          <img
            className="map-preview-marker"
            src={picture.marker}
            alt=""
            width={25}
            height={41}
            style={{ left: "calc(50% - 12px)", top: "calc(50% - 41px)" }}
          />
        ) : null}
      </div>
      <button type="button" className="button button-small map-preview-open">
        {openLabel}
      </button>
    </>
  );
}
