/**
 * The inline module that starts the islands once the page has loaded and painted: on a slow
 * link and a slow phone the style sheet, images and first paint come first, and the islands'
 * script follows. Until then the forms and links work as plain HTML (the contact form
 * posts, the blog filter submits its GET form). A page that paints no content (a hidden tab)
 * starts after 3 s. The entry's static imports, if any, are preloaded at that moment.
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
Promise.all([loaded,painted]).then(async()=>{for(const href of ${JSON.stringify(preload)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}for(const src of ${JSON.stringify(scripts)})await import(src)});`;
}
