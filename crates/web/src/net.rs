//! Addresses: the networks `--trusted-proxies` names, and the client behind them. Below
//! everything that serves a request (`config` reads it, `security` applies it).

use std::net::IpAddr;

/// An address or a network (`10.0.0.7`, `172.16.0.0/12`, `fd00::/8`), for
/// `--trusted-proxies`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Network {
    addr: IpAddr,
    prefix: u8,
}

impl Network {
    /// Parse `ADDR` or `ADDR/PREFIX`.
    pub(crate) fn parse(s: &str) -> Result<Network, String> {
        let (addr, prefix) = match s.trim().split_once('/') {
            Some((a, p)) => (a, Some(p)),
            None => (s.trim(), None),
        };
        let addr: IpAddr = addr
            .parse()
            .map_err(|_| format!("{s:?} is not an IP address or network"))?;
        let max = if addr.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => max,
            Some(p) => p
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= max)
                .ok_or_else(|| format!("{s:?}: the prefix must be 0 to {max}"))?,
        };
        Ok(Network { addr, prefix })
    }

    /// Whether `ip` is in the network (an IPv4-mapped IPv6 address counts as its IPv4).
    pub(crate) fn contains(&self, ip: IpAddr) -> bool {
        let ip = match ip {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
            v4 => v4,
        };
        match (self.addr, ip) {
            (IpAddr::V4(n), IpAddr::V4(a)) => {
                let mask = u32::MAX
                    .checked_shl(32 - u32::from(self.prefix))
                    .unwrap_or(0);
                u32::from(n) & mask == u32::from(a) & mask
            }
            (IpAddr::V6(n), IpAddr::V6(a)) => {
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.prefix))
                    .unwrap_or(0);
                u128::from(n) & mask == u128::from(a) & mask
            }
            _ => false,
        }
    }
}

/// The client's address behind trusted proxies: walking `X-Forwarded-For` from the right
/// (the nearest hop first), the first address that is not a trusted proxy. `None` when the
/// peer is not trusted, or the header names no such address (the peer stands).
pub(crate) fn forwarded_client(
    peer: IpAddr,
    header_values: &[&str],
    trusted: &[Network],
) -> Option<IpAddr> {
    if !trusted.iter().any(|n| n.contains(peer)) {
        return None;
    }
    header_values
        .iter()
        .flat_map(|v| v.split(','))
        .rev()
        .map_while(|a| a.trim().parse::<IpAddr>().ok())
        .find(|ip| !trusted.iter().any(|n| n.contains(*ip)))
}
