//! What a person's name at a table may be: given by a player, said in an invite and on the home
//! network, kept by the server. Cleaned the same way wherever it comes from.

use crate::protocol::Refusal;

/// Names for the computers' seats at a table online: names of a train's parts and of the game,
/// that no friend is likely to bring (a computer called Bert in the lobby, renamed when the real
/// Bert sits down, read as two Berts). Never the names the new-game card gives people.
pub const COMPUTER_NAMES: [&str; 11] =
    ["Caboose", "Boxcar", "Spinner", "Whistle", "Lantern", "Coupler", "Signal", "Depot", "Tender", "Turntable", "Semaphore"];

/// The longest name a person may take.
pub const MAX_NAME: usize = 24;

/// A person's name as given, or why it cannot be used.
pub fn clean_name(name: &str) -> Result<String, Refusal> {
    // Characters that draw nothing or turn the text around ("Ana" shown as another name) go.
    let name: String = name.chars().filter(|&c| !invisible(c)).collect();
    let name: String = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(Refusal::NameEmpty);
    }
    if name.chars().any(char::is_control) {
        return Err(Refusal::NameUnprintable);
    }
    if name.chars().count() > MAX_NAME {
        return Err(Refusal::NameTooLong { max: MAX_NAME });
    }
    Ok(name)
}

/// A character that draws nothing or changes the direction of what follows: zero-width spaces and
/// joiners, direction marks, embeddings, overrides and isolates, the byte-order mark, invisible
/// operators, tags.
fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{FEFF}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{E0000}'..='\u{E007F}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_and_direction_changing_characters_leave_names() {
        assert_eq!(clean_name("A\u{200B}na"), Ok("Ana".to_string()));
        assert_eq!(clean_name("\u{202E}treB"), Ok("treB".to_string()), "no text turned around");
        assert_eq!(clean_name("Bo\u{2066}b\u{2069}"), Ok("Bob".to_string()));
        assert_eq!(clean_name("\u{200B}\u{FEFF}"), Err(Refusal::NameEmpty), "a name of nothing visible is none");
        assert_eq!(clean_name("José María"), Ok("José María".to_string()));
    }
}
