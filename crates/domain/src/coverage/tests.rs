#![allow(clippy::unwrap_used)]

use super::*;
use crate::metal_level::MetalLevel::{Bronze, Catastrophic, Gold, Platinum, Silver};

fn selection(values: &[&str]) -> CoverageSelection {
    CoverageSelection::parse(values).unwrap()
}

fn choice(value: &str) -> CoverageChoice {
    CoverageChoice::parse(value).unwrap()
}

fn values(selection: &CoverageSelection) -> Vec<&'static str> {
    selection.choices().iter().map(|c| c.as_str()).collect()
}

// SPEC 3: coverage default ['all'].
#[test]
fn default_is_only_all() {
    // Arrange / Act
    let default = CoverageSelection::default();

    // Assert
    assert_eq!(values(&default), ["all"]);
}

// SPEC 5.1: deselecting everything keeps the previous selection.
#[test]
fn deselecting_the_only_choice_keeps_it() {
    // Arrange
    let only_gold = selection(&["G"]);
    let only_all = CoverageSelection::default();

    // Act
    let after_gold = only_gold.toggle(choice("G"));
    let after_all = only_all.toggle(CoverageChoice::All);

    // Assert
    assert_eq!(values(&after_gold), ["G"]);
    assert_eq!(values(&after_all), ["all"]);
}

// SPEC 5.1: deselecting one of several removes just that one.
#[test]
fn deselecting_one_of_several_removes_it() {
    // Arrange
    let start = selection(&["P", "S", "B"]);

    // Act
    let next = start.toggle(choice("S"));

    // Assert
    assert_eq!(values(&next), ["P", "B"]);
}

// SPEC 5.1: selecting 'all' when it was not selected resets the selection to only 'all'.
#[test]
fn selecting_all_resets_to_only_all() {
    // Arrange
    let start = selection(&["P", "G", "C"]);

    // Act
    let next = start.toggle(CoverageChoice::All);

    // Assert
    assert_eq!(values(&next), ["all"]);
}

// SPEC 5.1: selecting any specific level while 'all' is selected removes 'all'.
#[test]
fn selecting_a_level_while_all_is_selected_removes_all() {
    // Arrange
    let start = CoverageSelection::default();

    // Act
    let next = start.toggle(choice("B"));

    // Assert
    assert_eq!(values(&next), ["B"]);
}

// SPEC 5.1: selecting another level adds it.
#[test]
fn selecting_another_level_adds_it() {
    // Arrange
    let start = selection(&["S"]);

    // Act
    let next = start.toggle(choice("P"));

    // Assert
    assert_eq!(values(&next), ["S", "P"]);
}

// SPEC 5.1 / 2.5: 'all' expands to P, G, S, B, C.
#[test]
fn all_expands_to_five_levels_in_order() {
    // Arrange
    let all = CoverageSelection::default();

    // Act
    let levels = all.expand();

    // Assert
    assert_eq!(levels, [Platinum, Gold, Silver, Bronze, Catastrophic]);
}

// SPEC 2.5: expansion is ordered P, G, S, B, C without duplicates.
#[test]
fn expansion_orders_and_deduplicates() {
    // Arrange
    let mixed = selection(&["C", "all", "S", "S", "P"]);
    let picked = selection(&["C", "G"]);

    // Act
    let mixed_levels = mixed.expand();
    let picked_levels = picked.expand();

    // Assert
    assert_eq!(mixed_levels, [Platinum, Gold, Silver, Bronze, Catastrophic]);
    assert_eq!(picked_levels, [Gold, Catastrophic]);
    assert_eq!(values(&mixed), ["C", "all", "S", "P"]);
}

// SPEC 3: values all, P, G, S, B, C; anything else is refused.
#[test]
fn parse_rejects_unknown_values_and_empty_lists() {
    // Arrange
    let empty: [&str; 0] = [];

    // Act
    let unknown = CoverageSelection::parse(&["P", "Gold"]);
    let all_upper = CoverageChoice::parse("ALL");
    let nothing = CoverageSelection::parse(&empty);

    // Assert
    assert_eq!(
        unknown,
        Err(CoverageError::UnknownChoice("Gold".to_owned()))
    );
    assert_eq!(
        all_upper,
        Err(CoverageError::UnknownChoice("ALL".to_owned()))
    );
    assert_eq!(nothing, Err(CoverageError::Empty));
    assert_eq!(
        CoverageError::Empty.to_string(),
        "Please choose at least one level of coverage."
    );
}

// SPEC 3: the selection travels as an array of strings.
#[test]
fn serializes_as_array_of_strings() {
    // Arrange
    let sel = selection(&["P", "C"]);

    // Act
    let json = serde_json::to_string(&sel).unwrap();
    let back: CoverageSelection = serde_json::from_str(r#"["all"]"#).unwrap();
    let empty = serde_json::from_str::<CoverageSelection>("[]");

    // Assert
    assert_eq!(json, r#"["P","C"]"#);
    assert_eq!(back, CoverageSelection::default());
    assert!(empty.is_err());
}
