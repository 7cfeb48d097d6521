// schiri serve: follow the page's event stream and refresh the page's main
// part when its game changes. Every page works without this script.
(function () {
  "use strict";
  var url = document.body.getAttribute("data-events");
  if (!url || !window.EventSource) { return; }
  var live = document.querySelector(".live");
  var busy = false, again = false;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(location.pathname, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (!html) { return; }
        var doc = new DOMParser().parseFromString(html, "text/html");
        var fresh = doc.getElementById("main"), main = document.getElementById("main");
        var active = document.activeElement;
        if (fresh && main && !(active && active.tagName === "INPUT" && main.contains(active) && active.value)) {
          main.innerHTML = fresh.innerHTML;
          live = document.querySelector(".live");
          if (live) { live.hidden = false; }
        }
      })
      .catch(function () {})
      .then(function () { busy = false; if (again) { again = false; refresh(); } });
  }
  var es = new EventSource(url);
  es.addEventListener("state", function () {
    if (live) { live.hidden = false; }
    refresh();
  });
})();
