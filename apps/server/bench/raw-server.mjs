// The baseline: a bare node:http server answering each benchmarked route with the app's bytes.
// Usage: node raw-server.mjs <routes.json>   ({"GET /path": {"type": "...", "body": "<base64>"}})
import { readFileSync } from 'node:fs';
import http from 'node:http';

const routes = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  Object.entries(routes).map(([key, r]) => [
    key,
    { type: r.type, body: Buffer.from(r.body, 'base64') },
  ]),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(`${req.method} ${req.url.split('?')[0]}`);
  req.resume();
  req.on('end', () => {
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
    res.end(answer.body);
  });
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
