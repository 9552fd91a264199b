/* global IDBFactory */
/*
 * Imported by the service worker before workbox (vite.config.ts, workbox.importScripts).
 * Workbox keeps its IndexedDB database (cache dates of the photo caches) open for the life of the
 * worker, so the sign-out wipe's deleteDatabase() stayed blocked until the worker stopped. Every
 * connection opened here closes as soon as another context asks to delete or upgrade its
 * database; workbox opens a new one when its worker next starts (a cache date missed meanwhile
 * only delays that photo's expiry).
 */
(function () {
  var open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function () {
    var request = open.apply(this, arguments);
    request.addEventListener('success', function () {
      var db = request.result;
      db.addEventListener('versionchange', function () {
        db.close();
      });
    });
    return request;
  };
})();
