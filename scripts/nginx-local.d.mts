export declare const NGINX: string;
export declare function writeLocalNginx(options: {
  /** The project folder, where deploy/nginx.conf is. */
  root: string;
  dir: string;
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
  /** Log "$status $upstream_addr $request_uri" to dir/access.log. */
  accessLog?: boolean;
  /** Contact posts at once per address, in place of the deployed cap (many visitors on one address). */
  contactConnections?: number;
  /** Where its syslog lines of page views from its cache go (3090, as deployed, by default). */
  viewsPort?: number;
}): string;
