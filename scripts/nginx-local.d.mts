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
}): string;
