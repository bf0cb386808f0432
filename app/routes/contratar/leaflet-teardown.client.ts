import L from "leaflet";

/**
 * Leaflet 1.9.4 leaves timers running when a map is removed, and they then move a map that
 * no longer has panes: "Cannot read properties of undefined (reading '_leaflet_pos')". The
 * one that bites is the end of every animated zoom (a place chosen, the zoom buttons, a
 * double click): a 250 ms timer that calls `_onZoomTransitionEnd`. Leaving the page inside
 * those 250 ms, as sending the form right after picking a suggestion does, failed.
 * Leaflet 2 keeps that timer and clears it on remove (Leaflet pull request 9577); 1.9
 * keeps no handle to it, so when a map unloads it marks its zoom animation over (the
 * timer then finds nothing to finish) and clears the wheel's and the resize's timers,
 * which it does keep. Private fields of 1.9.4, checked by the browser test that leaves
 * the step in the middle of a zoom.
 */
type Leaflet19Map = L.Map & {
  _animatingZoom?: boolean;
  _sizeTimer?: number;
  scrollWheelZoom: L.Handler & { _timer?: number };
};

function endTimersOnUnload(this: L.Map) {
  this.on("unload", () => {
    const map = this as Leaflet19Map;
    map._animatingZoom = false;
    window.clearTimeout(map._sizeTimer);
    window.clearTimeout(map.scrollWheelZoom?._timer);
  });
}

L.Map.addInitHook(endTimersOnUnload);
