#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace gp {

// One value of an enum with its stable JSON key and its label for people. Labels are written with
// QT_TRANSLATE_NOOP("Labels", "...") so lupdate finds them; enumLabel() returns them translated.
template <typename E> struct EnumName
{
    E value;
    const char16_t* key;
    const char* label;
};

template <typename E, std::size_t N> QString enumKey(const std::array<EnumName<E>, N>& table, E value)
{
    for (const auto& n : table) {
        if (n.value == value)
            return QString::fromUtf16(n.key);
    }
    return {};
}

template <typename E, std::size_t N> QString enumLabel(const std::array<EnumName<E>, N>& table, E value)
{
    for (const auto& n : table) {
        if (n.value == value)
            return QCoreApplication::translate("Labels", n.label);
    }
    return {};
}

template <typename E, std::size_t N>
std::optional<E> enumFromKey(const std::array<EnumName<E>, N>& table, QStringView key,
                             Qt::CaseSensitivity cs = Qt::CaseSensitive)
{
    for (const auto& n : table) {
        if (key.compare(QStringView(n.key), cs) == 0)
            return n.value;
    }
    return std::nullopt;
}

template <typename E, std::size_t N> QStringList enumKeys(const std::array<EnumName<E>, N>& table)
{
    QStringList out;
    for (const auto& n : table)
        out << QString::fromUtf16(n.key);
    return out;
}

} // namespace gp
