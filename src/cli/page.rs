//! A web page's address as the game's arguments: `…/index.html?seed=7&lang=fr` is
//! `mexican-train --seed 7 --lang fr`. Only what a page may choose is taken (the deal's seed,
//! the language, `perf`: the measure of a busy table, told in the browser's console); anything
//! else in the address is left alone. An invite after the `#` (`…/#join/<key>/<CODE>?relay=…`,
//! the desktop's `mexican-train://join/…` without its scheme) opens as the desktop game opens
//! an invite clicked in a chat: asking the friend's name.

use super::Cli;

/// What a page's address may set, as the command line's long names: with a value, and alone.
const FROM_THE_PAGE: [&str; 2] = ["seed", "lang"];
const FLAGS_FROM_THE_PAGE: [&str; 1] = ["perf"];

/// The command line a page's query (`?seed=7&lang=fr`, with or without its `?`) stands for.
pub fn args_of_query(query: &str) -> Vec<String> {
    let mut args = vec!["mexican-train".to_string()];
    for pair in query.trim_start_matches('?').split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        if FROM_THE_PAGE.contains(&key) && !value.is_empty() {
            args.push(format!("--{key}"));
            args.push(value.to_string());
        } else if FLAGS_FROM_THE_PAGE.contains(&key) {
            args.push(format!("--{key}"));
        }
    }
    args
}

/// The command line a page's address stands for: its query's, and an invite after its `#`.
pub fn args_of_address(query: &str, hash: &str) -> Vec<String> {
    let mut args = args_of_query(query);
    let after = hash.trim_start_matches('#');
    // One that cannot be read is taken too: the *Play online* window says so, with it pasted.
    if ["join/", "watch/"].iter().any(|kind| after.starts_with(kind)) {
        args.push(format!("{}{after}", crate::net::link::SCHEME));
    }
    args
}

/// The arguments of a command line, or where they cannot be used (a seed that is no number),
/// why, and the game's defaults.
pub fn parse(args: Vec<String>) -> (Cli, Option<String>) {
    use clap::FromArgMatches;
    let parsed = super::command().try_get_matches_from(args).map_err(|e| e.to_string());
    match parsed.and_then(|m| Cli::from_arg_matches(&m).map_err(|e| e.to_string())) {
        Ok(cli) => (cli, None),
        Err(why) => {
            let defaults = super::command().get_matches_from(["mexican-train"]);
            let cli = Cli::from_arg_matches(&defaults).unwrap_or_else(|_| unreachable!("no arguments always parse"));
            (cli, Some(why))
        }
    }
}

/// The game's arguments from this page's address; what cannot be used is said in the
/// browser's console, and the game opens as it would without it.
#[cfg(target_family = "wasm")]
pub fn arguments() -> Cli {
    let location = web_sys::window().map(|w| w.location());
    let query = location.as_ref().and_then(|l| l.search().ok()).unwrap_or_default();
    let hash = location.as_ref().and_then(|l| l.hash().ok()).unwrap_or_default();
    let (cli, problem) = parse(args_of_address(&query, &hash));
    if let Some(why) = problem {
        web_sys::console::warn_1(&why.into());
    }
    cli
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_sets_the_seed_and_the_language_and_nothing_else() {
        assert_eq!(args_of_query("?seed=7&lang=fr"), ["mexican-train", "--seed", "7", "--lang", "fr"]);
        assert_eq!(args_of_query("screenshot=/etc/x&demo&seed="), ["mexican-train"]);
        assert_eq!(args_of_query("?perf"), ["mexican-train", "--perf"]);
        assert_eq!(args_of_query(""), ["mexican-train"]);
        let (cli, problem) = parse(args_of_query("?seed=7"));
        assert_eq!((cli.window.seed, problem), (Some(7), None));
        assert_eq!(cli.window.size, (1280, 720), "the other arguments as without any");
    }

    /// A page opened with an invite after its `#` opens as the desktop game opened with the
    /// invite; anything else after the `#` is left alone.
    #[test]
    fn an_invite_after_the_hash_opens_as_the_desktops_invite() {
        let key = iroh::SecretKey::from_bytes(&[5; 32]).public().to_string();
        let hash = format!("#join/{key}/K7PM-4QRT?relay=http://127.0.0.1:3340/&from=Ana");
        let args = args_of_address("?lang=fr", &hash);
        let invite = format!("mexican-train://join/{key}/K7PM-4QRT?relay=http://127.0.0.1:3340/&from=Ana");
        assert_eq!(args, ["mexican-train", "--lang", "fr", invite.as_str()]);
        let (cli, problem) = parse(args);
        assert_eq!(problem, None);
        assert_eq!(cli.window.record.map(|r| r.to_string_lossy().into_owned()), Some(invite.clone()));
        let table = crate::net::link::TableAddress::parse(&invite).expect("an invite");
        assert_eq!((table.code.as_deref(), table.from.as_deref()), (Some("K7PM-4QRT"), Some("Ana")));
        assert_eq!(table.relays.iter().map(|r| r.to_string()).collect::<Vec<_>>(), ["http://127.0.0.1:3340/"]);
        assert_eq!(args_of_address("", &format!("#watch/{key}/K7PM-4QRT")).len(), 2, "a link to watch");
        assert_eq!(args_of_address("", "#rules"), ["mexican-train"]);
        assert_eq!(args_of_address("", "#join/not-a-key/X"), ["mexican-train", "mexican-train://join/not-a-key/X"]);
    }

    #[test]
    fn a_seed_that_is_no_number_is_said_and_the_game_opens_as_without_it() {
        let (cli, problem) = parse(args_of_query("?seed=seven"));
        assert_eq!(cli.window.seed, None);
        assert!(problem.is_some_and(|p| p.contains("seven")));
        assert_eq!(cli.window.size, (1280, 720));
    }
}
