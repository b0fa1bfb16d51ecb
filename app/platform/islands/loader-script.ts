/**
 * The inline module that starts the islands once the page has loaded and painted: on a slow
 * link and a slow phone the style sheet, images and first paint come first, and the islands'
 * script follows. Until then the forms and links work as plain HTML (the contact form
 * posts, the blog filter submits its GET form). A page that paints no content (a hidden tab)
 * starts after 3 s. The entry's static imports, if any, are preloaded at that moment.
 * When every island of the page waits for an interaction (`data-hydrate="interaction"`, the
 * contact form), the script starts at the first focus, touch, press or pointer over one of
 * them, not before: reading the page costs no JavaScript, and the form works as HTML meanwhile.
 */
export function islandsLoaderScript({
  scripts,
  preload,
}: {
  scripts: string[];
  preload: string[];
}): string {
  return `const loaded=new Promise((done)=>document.readyState==="complete"?done():addEventListener("load",done,{once:true}));
const painted=new Promise((done)=>{setTimeout(done,3000);try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();done()}}).observe({type:"paint",buffered:true})}catch{done()}});
const islands=[...document.querySelectorAll("[data-island]")];
const touched=new Promise((done)=>{if(!islands.every((island)=>island.dataset.hydrate==="interaction"))return done();const names=["focusin","pointerdown","pointerover","keydown","touchstart"];const on=(event)=>{if(!(event.target instanceof Element)||!event.target.closest("[data-hydrate=interaction]"))return;for(const name of names)removeEventListener(name,on,true);done()};for(const name of names)addEventListener(name,on,{capture:true,passive:true});const active=document.activeElement;if(active&&active.closest("[data-hydrate=interaction]"))done()});
Promise.all([loaded,painted,touched]).then(async()=>{for(const href of ${JSON.stringify(preload)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}for(const src of ${JSON.stringify(scripts)})await import(src)});`;
}
