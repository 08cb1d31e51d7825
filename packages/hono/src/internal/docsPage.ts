/** A self-contained page that renders the OpenAPI document; no external assets, so it works offline. */
export const docsPage = (specUrl: string): string => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Atalaya API</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1d2733;background:#f6f8fa}
header{background:#123;color:#fff;padding:1rem 2rem}main{padding:1rem 2rem;max-width:70rem}
details{background:#fff;border:1px solid #d0d7de;border-radius:6px;margin:.4rem 0}summary{cursor:pointer;padding:.5rem .8rem}
.m{display:inline-block;width:4.5rem;font-weight:700;font-family:monospace}.get{color:#1a7f37}.post{color:#0969da}.put{color:#9a6700}.delete{color:#cf222e}
code,pre{font-family:ui-monospace,monospace;font-size:.85rem}pre{background:#f6f8fa;padding:.6rem;overflow:auto;margin:0 .8rem .8rem}
.perm{color:#57606a;font-size:.85rem;margin-left:.5rem}h2{margin-top:1.5rem;text-transform:uppercase;font-size:1rem;color:#57606a}
</style></head><body><header><h1>Atalaya API</h1><p>OpenAPI: <a style="color:#9cf" href="${specUrl}">${specUrl}</a></p></header>
<main id="ops">Cargando…</main>
<script>
fetch(${JSON.stringify(specUrl)}).then(r=>r.json()).then(doc=>{
  const main=document.getElementById('ops');main.textContent='';
  const byTag={};
  for(const [path,item] of Object.entries(doc.paths))for(const [method,op] of Object.entries(item)){(byTag[op.tags[0]]??=[]).push({path,method,op})}
  const esc=s=>String(s).replace(/[&<>]/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;'}[c]));
  for(const [tag,ops] of Object.entries(byTag)){
    const h=document.createElement('h2');h.textContent=tag;main.append(h);
    for(const {path,method,op} of ops){
      const d=document.createElement('details');
      d.innerHTML='<summary><span class="m '+method+'">'+method.toUpperCase()+'</span><code>'+esc(path)+'</code> — '+esc(op.summary)+
        (op['x-permission']?'<span class="perm">'+esc(op['x-permission'])+'</span>':'')+'</summary>'+
        '<pre>'+esc(JSON.stringify({parameters:op.parameters,requestBody:op.requestBody,responses:op.responses},null,2))+'</pre>';
      main.append(d);
    }
  }
});
</script></body></html>`
