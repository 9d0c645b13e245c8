import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo-content.ts';
import { demoEmail } from '../db/seed/seed-demo.ts';
import { ADMIN_KEY_FILE, type AdminKeySource } from './admin-key-file.ts';

const MODE: Record<AppConfig['env'], string> = { production: '운영', development: '개발', test: '테스트' };

interface BannerInput {
  config: AppConfig;
  address: string;
  dialect: string;
  adminCreated: boolean;
  demoSeeded: boolean;
  envFile: string | null;
  /** startup/admin-key-file.ts: where the SQL tool's key came from. */
  adminKeySource?: AdminKeySource;
}

/**
 * Production without SITE_URL writes the site's absolute addresses (canonical, Open Graph,
 * sitemaps) from each request's Host header: only safe when the proxy in front passes the site's
 * own names alone (deploy/nginx.conf).
 */
export function siteUrlWarning(config: Pick<AppConfig, 'env' | 'siteUrl'>): string | null {
  if (config.env !== 'production' || config.siteUrl) return null;
  return '경고: SITE_URL이 설정되지 않았습니다. 페이지의 주소(canonical, 공유 미리보기)가 요청의 Host 헤더로 만들어집니다. SITE_URL=https://사이트주소 로 설정하세요.';
}

/**
 * What an operator needs once the server answers: where, in which mode, on which engine, and the
 * credentials that exist only on this first start. Printed to stdout, never logged.
 */
export function renderBanner({
  config,
  address,
  dialect,
  adminCreated,
  demoSeeded,
  envFile,
  adminKeySource = 'created',
}: BannerInput): string {
  const lines: string[] = [];
  if (adminCreated || !config.admin.passwordGenerated) {
    lines.push(
      `관리자 계정: ${config.admin.email} / ${config.admin.passwordGenerated ? config.admin.password : '(ADMIN_PASSWORD 값)'}`,
    );
  } else if (config.admin.passwordGenerated) {
    lines.push(
      `관리자 계정: ${config.admin.email} (비밀번호는 처음 실행할 때 출력되었습니다. ADMIN_PASSWORD로 바꿀 수 있습니다)`,
    );
  }
  if (adminKeySource === 'created')
    lines.push(
      `관리자 키 (SQL 도구): ${config.admin.key}  — 데이터 폴더의 ${ADMIN_KEY_FILE} 파일에 저장했습니다 (ADMIN_KEY로 바꿀 수 있습니다)`,
    );
  else if (adminKeySource === 'stored')
    lines.push(`관리자 키 (SQL 도구): 처음 실행할 때 출력되었습니다 (${path.join(config.dataDir, ADMIN_KEY_FILE)})`);
  if (demoSeeded) lines.push(`데모 계정: ${demoEmail(0)} … demo${DEMO_USERS.length}@tubesphere.kr / ${DEMO_PASSWORD}`);
  if (envFile) lines.push(`설정 파일: ${envFile}`);
  const warning = siteUrlWarning(config);
  if (warning) lines.push(warning);
  const engine = dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const head = `튜브스피어가 ${address} 에서 실행 중입니다 (${MODE[config.env]} 모드 · NODE_ENV=${config.env}, ${engine}).`;
  return `\n${head}\n${lines.map((line) => `  ${line}\n`).join('')}  API 문서: ${address}/api/docs\n\n`;
}
