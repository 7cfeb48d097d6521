// schiri serve: follow the page's event stream and refresh the page's main
// part when its game changes. Every page works without this script.
(function () {
  "use strict";
  var body = document.body;
  // the shared board keeps the screen awake while it is shown, where the
  // browser allows it (Screen Wake Lock API); without it nothing changes
  if (document.querySelector("[data-wake]") && navigator.wakeLock) {
    var wake = function () {
      if (document.visibilityState === "visible") {
        navigator.wakeLock.request("screen").then(function (lock) {
          body.setAttribute("data-awake", "");
          lock.addEventListener("release", function () { body.removeAttribute("data-awake"); });
        }).catch(function () {});
      }
    };
    wake();
    document.addEventListener("visibilitychange", wake);
  }
  var url = body.getAttribute("data-events");
  if (!url || !window.EventSource) { return; }
  // the state this page shows: an event with the same id changes nothing
  var shown = body.getAttribute("data-stamp");
  var busy = false, again = false;
  // typing is never thrown away: while a field of the page's main part holds
  // something the user typed, the refresh waits
  function dirty(main) {
    var fields = main.querySelectorAll("input, textarea, select");
    for (var i = 0; i < fields.length; i++) {
      var f = fields[i];
      if (f.type !== "hidden" && f.value !== f.defaultValue) { return true; }
    }
    return false;
  }
  function showLive() {
    var live = document.querySelector(".live");
    if (live) { live.hidden = false; }
  }
  function refresh() {
    if (busy) { again = true; return; }
    var main = document.getElementById("main");
    if (main && dirty(main)) { again = true; return; }
    busy = true;
    // with the query: a refused form's fields, kept under ?v=, come back too
    fetch(location.pathname + location.search, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (!html) { return; }
        var doc = new DOMParser().parseFromString(html, "text/html");
        var fresh = doc.getElementById("main");
        main = document.getElementById("main");
        if (fresh && main && !dirty(main)) {
          main.innerHTML = fresh.innerHTML;
          shown = doc.body.getAttribute("data-stamp") || shown;
          showLive();
        } else {
          again = true;
        }
      })
      .catch(function () {})
      .then(function () { busy = false; });
  }
  // a refresh held back by typing runs once the field is left empty again or
  // another event comes; the stream itself never stops
  document.addEventListener("input", function () {
    var main = document.getElementById("main");
    if (again && main && !dirty(main)) { again = false; refresh(); }
  });
  var es = new EventSource(url);
  es.addEventListener("open", showLive);
  es.addEventListener("state", function (e) {
    showLive();
    if (e.lastEventId && e.lastEventId === shown && !again) { return; }
    again = false;
    refresh();
  });
})();
